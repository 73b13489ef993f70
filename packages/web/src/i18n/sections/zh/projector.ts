// 简体中文: the projector section (its header: ../projector.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const projector = {
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
} as const;
