// 简体中文: the board section (its header: ../board.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const board = {
  board: {
    title: "本堂课排行榜",
    rule: "每局按本桌名次得分：第1名3分，第2名2分，第3名1分。电脑玩家在本桌算名次，但不上排行榜；并列的玩家名次和得分相同。未完成就停止的一局不得分。",
    none: "还没有一局打完，所以大家都还没有积分。",
    stoppedSoFar_one: "有 {{count}} 局未完成就停止了，不得分。",
    stoppedSoFar_other: "有 {{count}} 局未完成就停止了，不得分。",
    rank: "名次",
    name: "名字",
    points: "积分",
    gameN: "第{{n}}局",
    stopped: "已停止",
    result: "{{place}}，得分 {{score}}",
    places: { "1": "第1名", "2": "第2名", "3": "第3名", other: "第{{n}}名" },
    downloadCsv: "下载 CSV",
  },
  podium: {
    title: "全班领奖台",
    rule: "每局积分：本桌第1名3分，第2名2分，第3名1分。",
    none: "还没有人得分。",
    stillPlaying_one: "还有 {{count}} 桌在进行，名次还可能变化。",
    stillPlaying_other: "还有 {{count}} 桌在进行，名次还可能变化。",
    points_one: "{{count}} 分",
    points_other: "{{count}} 分",
    you: "{{name}}（你）",
  },
};
