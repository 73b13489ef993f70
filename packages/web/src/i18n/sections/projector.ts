// Projector and control apart (issue #23, item 5): the projector view (classroom/
// ProjectorPage.tsx), its link on the teacher's page, and renaming a student (teacher/Rename.tsx).

export const projector = {
  en: {
    projector: {
      title: "Join the class",
      open: "Open the projector view",
      openHint:
        "A second window for the projector: the code, how many joined, the tables and the podium; no buttons, no names but the podium's.",
      scan: "Scan to join, or open",
      joined_one: "{{count}} student has joined",
      joined_other: "{{count}} students have joined",
      tables: "Game {{n}}: {{game}}",
      tablePlaying_one: "playing · {{count}} move",
      tablePlaying_other: "playing · {{count}} moves",
      tablePaused: "paused · {{count}} moves",
      tableFinished: "finished",
      tableStopped: "stopped",
      paused: "The teacher has paused the game.",
      over: "The lesson is over. Thank you!",
      needTeacher:
        "Open the projector view from the teacher's page, in the browser that started the class.",
      rename: "Rename",
      renameWho: "Rename {{name}}",
      renameLabel: "New name for {{name}}",
      renameSave: "Save",
      renameCancel: "Cancel",
    },
  },
  zh: {
    projector: {
      title: "加入课堂",
      open: "打开投影视图",
      openHint:
        "给投影用的第二个窗口：课堂代码、加入人数、各桌进度和领奖台；没有按钮，除领奖台外不显示名字。",
      scan: "扫码加入，或打开",
      joined_one: "已有 {{count}} 名学生加入",
      joined_other: "已有 {{count}} 名学生加入",
      tables: "第 {{n}} 局：{{game}}",
      tablePlaying_one: "进行中 · 已走 {{count}} 步",
      tablePlaying_other: "进行中 · 已走 {{count}} 步",
      tablePaused: "已暂停 · 已走 {{count}} 步",
      tableFinished: "已结束",
      tableStopped: "已停止",
      paused: "老师暂停了游戏。",
      over: "本节课结束了，谢谢大家！",
      needTeacher: "请在创建课堂的浏览器里，从老师页面打开投影视图。",
      rename: "改名",
      renameWho: "给 {{name}} 改名",
      renameLabel: "{{name}}的新名字",
      renameSave: "保存",
      renameCancel: "取消",
    },
  },
} as const;
