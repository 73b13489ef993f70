// Every word printed on cards and sheets, in English and Simplified Chinese. Plain strings
// with {{name}} placeholders (no functions), so the font coverage script can read every
// character the package may ever print. The Chinese game names, colours and Good/Evil words
// are the web app's (a web test checks they stay the same).

import type { GameId } from "@number-games/engine";
import { GAME_IDS, GAMES, numberLineGame } from "@number-games/engine";
import type { Language } from "./options";

type PlayerColor = numberLineGame.PlayerColor;
const { PLAYER_COLORS, colorLetter } = numberLineGame;

function byGame(f: (id: GameId) => string): Record<GameId, string> {
  return Object.fromEntries(GAME_IDS.map((id) => [id, f(id)])) as Record<GameId, string>;
}

function byColour(f: (c: PlayerColor, seat: number) => string): Record<PlayerColor, string> {
  return Object.fromEntries(PLAYER_COLORS.map((c, i) => [c, f(c, i)])) as Record<
    PlayerColor,
    string
  >;
}

export interface PrintText {
  readonly gameTitle: Readonly<Record<GameId, string>>;
  readonly colours: Readonly<Record<PlayerColor, string>>;
  /** The big mark on a colour card: a letter in English, the colour's character in Chinese. */
  readonly colourMarks: Readonly<Record<PlayerColor, string>>;
  readonly realCard: string;
  readonly decoyCard: string;
  readonly decoyHint: string;
  readonly startingPlayer: string;
  readonly startingRace: string;
  readonly startingPass: string;
  readonly tokensTitle: string;
  readonly tokensHint: string;
  readonly sheetTitle: string;
  readonly sheetHint: string;
  /** The score sheet's continuation page, for a long game. */
  readonly sheetMoreTitle: string;
  readonly sheetMoreHint: string;
  readonly carriedOver: string;
  readonly name: string;
  readonly good: string;
  readonly evil: string;
  readonly sheetTarget: string;
  readonly turn: string;
  readonly roll: string;
  readonly whoGotIt: string;
  readonly myScore: string;
  readonly notes: string;
  readonly player: string;
  readonly guesses: string;
  readonly guessGood: string;
  readonly guessEvil: string;
  /** The rules sheet's foot: where a student finds the full rules, by a name they can see. */
  readonly rulesFooter: string;
}

export const PRINT_TEXT: Readonly<Record<Language, PrintText>> = {
  en: {
    // The engine's names: the same words as `numbers rules` and the terminal boards.
    gameTitle: byGame((id) => GAMES[id].title),
    colours: byColour((c) => c),
    colourMarks: byColour((_c, seat) => colorLetter(seat)),
    realCard: "real card",
    decoyCard: "decoy",
    decoyHint: "does not score",
    startingPlayer: "Starting player",
    startingRace: "17 × 34 = ?",
    startingPass: "Pass this card one seat clockwise after each round.",
    tokensTitle: "Take or Pay: tokens",
    tokensHint:
      "Cut along the grey lines: 60 tokens, 10 for each of up to 6 players (classic set: 11 each, 9 with 6 players, 7 with 7). Buttons or counters work too.",
    sheetTitle: "Magic Numbers: my secret sheet",
    sheetHint:
      "Keep this sheet out of sight: your magic numbers and your score are secret. Write down every roll and who got it (everyone sees that), and your own score.",
    sheetMoreTitle: "Magic Numbers: my secret sheet (continued)",
    sheetMoreHint:
      "For a long game: go on from turn {{turn}} here. Write the score you had at the end of the first sheet in the first row. Print this page again if the game goes on even longer.",
    carriedOver: "Score carried over from the last sheet →",
    name: "Name",
    good: "Good number",
    evil: "Evil number",
    sheetTarget:
      "Target: exactly {{target}}. Receiving your Good number: +{{bonus}}; your Evil number: back to 0.",
    turn: "Turn",
    roll: "Roll",
    whoGotIt: "Who got the roll (✓)",
    myScore: "My score",
    notes: "Notes",
    player: "Player",
    guesses: "My guesses about the others",
    guessGood: "Good?",
    guessEvil: "Evil?",
    rulesFooter:
      "Number Games · the full rules with examples: in the app, “How to play” in a game's menu, or the page /rules/{{id}}. “Learn by playing” on the home page teaches {{game}} move by move.",
  },
  zh: {
    gameTitle: {
      "number-line": "数轴",
      "take-or-pay": "拿还是付",
      "magic-numbers": "魔法数字",
    },
    colours: { green: "绿", orange: "橙", red: "红", yellow: "黄", blue: "蓝" },
    colourMarks: { green: "绿", orange: "橙", red: "红", yellow: "黄", blue: "蓝" },
    realCard: "真牌",
    decoyCard: "诱饵",
    decoyHint: "不计分",
    startingPlayer: "起始玩家",
    startingRace: "17 × 34 = ?",
    startingPass: "每轮结束后，把这张牌顺时针传给下一位。",
    tokensTitle: "拿还是付：筹码",
    tokensHint:
      "沿灰线剪开：共 60 个筹码，最多 6 人，每人 10 个（经典版：每人 11 个，6 人时 9 个，7 人时 7 个）。也可以用纽扣或计数片代替。",
    sheetTitle: "魔法数字：我的秘密记录单",
    sheetHint:
      "别让别人看到这张纸：你的魔法数字和分数都是秘密。记下每一次掷出的点数和谁得到了它（大家都看得到），以及你自己的分数。",
    sheetMoreTitle: "魔法数字：我的秘密记录单（续页）",
    sheetMoreHint:
      "对局很长时：从第 {{turn}} 回合起接着记在这里。在第一行写下上一张记录单最后的分数。如果对局还没结束，就再打印一张这一页。",
    carriedOver: "上一张记录单带过来的分数 →",
    name: "名字",
    good: "幸运数",
    evil: "厄运数",
    sheetTarget: "目标：恰好 {{target}} 分。得到你的幸运数：+{{bonus}}；得到你的厄运数：归零。",
    turn: "回合",
    roll: "点数",
    whoGotIt: "谁得到了这个点数（✓）",
    myScore: "我的分数",
    notes: "备注",
    player: "玩家",
    guesses: "我对其他人的猜测",
    guessGood: "幸运数？",
    guessEvil: "厄运数？",
    rulesFooter:
      "数字游戏 · 完整规则和例子：在应用里打开游戏菜单中的“玩法”，或打开网页 /rules/{{id}}。首页的“边玩边学”一步一步教你玩{{game}}。",
  },
};

/** "Target: exactly {{target}}" with `{ target: 30 }` → "Target: exactly 30". */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
