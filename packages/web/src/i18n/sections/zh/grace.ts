// 简体中文: the grace section (its header: ../grace.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const grace = {
  grace: {
    label: "学生轮到时不在，多久后由电脑代打",
    off: "不代打（关闭）",
    seconds: "{{n}} 秒",
    minutes: "{{n}} 分钟",
    computerPlays: "{{name}}（不在：电脑代打）",
    awayTurn: "轮到{{name}}，已离开 {{time}}，{{left}} 后由电脑代打",
    awayTurnOff: "轮到{{name}}，已离开 {{time}}，牌桌在等待（未设代打）",
  },
};
