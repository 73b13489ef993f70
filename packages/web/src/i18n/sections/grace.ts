// The class's grace time on the teacher's page (classroom/teacher/Grace.tsx) and the seat a
// computer plays for an absent student (classroom/teacher/Tables.tsx).

export const grace = {
  en: {
    grace: {
      label: "When a student is away on their turn, the computer plays for them after",
      off: "never (off)",
      seconds: "{{n}} s",
      minutes: "{{n}} min",
      computerPlays: "{{name}} (away: the computer plays)",
    },
  },
  zh: {
    grace: {
      label: "学生轮到时不在，多久后由电脑代打",
      off: "不代打（关闭）",
      seconds: "{{n}} 秒",
      minutes: "{{n}} 分钟",
      computerPlays: "{{name}}（不在：电脑代打）",
    },
  },
};
