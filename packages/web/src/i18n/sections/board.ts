// The lesson's leaderboard on the teacher's page (classroom/teacher/Leaderboard.tsx) and the
// podium on a student's phone (classroom/Podium.tsx). The rule: docs/classroom.md, "Points".

export const board = {
  en: {
    board: {
      title: "Leaderboard of the lesson",
      rule: "Each game gives points by the place at the table: 1st 3, 2nd 2, 3rd 1. Computers count at their table but are never on this board; tied players share the place and its points. A game stopped before its end scores nothing.",
      none: "No game has been played to its end yet, so nobody has points.",
      stoppedSoFar_one: "{{count}} game was stopped before its end: it scores nothing.",
      stoppedSoFar_other: "{{count}} games were stopped before their end: they score nothing.",
      rank: "Rank",
      name: "Name",
      points: "Points",
      gameN: "Game {{n}}",
      stopped: "stopped",
      result: "{{place}}, score {{score}}",
      places: { "1": "1st", "2": "2nd", "3": "3rd", other: "{{n}}th" },
      downloadCsv: "Download as CSV",
    },
    podium: {
      title: "Top of the class",
      rule: "Points per game: 1st at a table 3, 2nd 2, 3rd 1.",
      none: "Nobody has points yet.",
      stillPlaying_one: "{{count}} table is still playing: this can still change.",
      stillPlaying_other: "{{count}} tables are still playing: this can still change.",
      points_one: "{{count}} point",
      points_other: "{{count}} points",
      you: "{{name}} (you)",
    },
  },
  zh: {
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
  },
};
