// The strategy lab's figure descriptions and bases in Chinese (issue 24). The report writes
// them in English with numbers and bot names inside (packages/bots), so each entry is the
// report's English sentence as a template ({{name}} for what varies) and its Chinese, with
// the same names; lab/figureDescription.ts matches one against the other. A sentence no
// template matches stays English, marked as such on the page.

export interface LabSentence {
  readonly en: string;
  readonly zh: string;
}

/** Whole descriptions. */
export const LAB_DESCRIPTIONS: readonly LabSentence[] = [
  {
    en: "How often the player in each seat wins (seat 1 moves first; a shared win counts as a share), with its 95% Wilson interval. With the same bot in every seat, a seat above the fair share 1/players has an advantage from the rules alone.",
    zh: "每个座位的玩家多常获胜（座位 1 先走；平分的胜利按份数计），附 95% Wilson 区间。每个座位都是同一个电脑玩家时，高于公平份额 1/人数 的座位，其优势只来自规则本身。",
  },
  {
    en: "How often the player in each seat wins (seat 1 moves first; a shared win counts as a share), with its 95% Wilson interval where the games are independent; where they repeat (a game without chance between deterministic bots), the exact share of the games played and no interval, and the last column says how many distinct games that is. With the same bot in every seat, a seat above the fair share 1/players has an advantage from the rules alone.",
    zh: "每个座位的玩家多常获胜（座位 1 先走；平分的胜利按份数计）。对局彼此独立时附 95% Wilson 区间；对局会重复时（没有运气成分、电脑玩家也是确定性的），给出所下对局中的精确份额而不给区间，最后一列说明其中有几局互不相同。每个座位都是同一个电脑玩家时，高于公平份额 1/人数 的座位，其优势只来自规则本身。",
  },
  {
    en: "Final scores of all players (every seat pooled): the mean with its 95% interval, the standard deviation and the 10th, 50th and 90th percentiles.",
    zh: "所有玩家的最终得分（所有座位合在一起）：平均值及其 95% 区间、标准差，以及第 10、50、90 百分位数。",
  },
  {
    en: "Player decisions per game (chance steps such as dice or deals not counted), and minutes at a pace of {{seconds}} s per move, ASSUMED (no stored games with timestamps were found).",
    zh: "每局玩家做出的决定数（掷骰、发牌等运气步骤不算），以及按每步 {{seconds}} 秒换算的分钟数。这个速度是假定的（没有找到带时间记录的已保存对局）。",
  },
  {
    en: "Player decisions per game (chance steps such as dice or deals not counted), and minutes at a pace of {{seconds}} s per move, measured over {{moves}} moves of {{tables}} stored games.",
    zh: "每局玩家做出的决定数（掷骰、发牌等运气步骤不算），以及按每步 {{seconds}} 秒换算的分钟数。这个速度取自 {{tables}} 局已保存对局中的 {{moves}} 步。",
  },
  {
    en: "How often {{bot}} (one seat) wins against weaker bots in all the other seats, seats rotated so that {{bot}} sits in each equally often; shared wins count as a share. The further above the fair share 1/players, the more the game rewards skill over luck.",
    zh: "{{bot}}（占一个座位）对其他座位上较弱的电脑玩家的胜率；座位轮换，使{{bot}}坐每个座位的次数相同；平分的胜利按份数计。越高于公平份额 1/人数，说明这个游戏越看重技术而不是运气。",
  },
  {
    en: "How many times a card is passed (a player pays a token rather than take it) before someone takes it, over every card of every game: the mean with its 95% interval, the share of cards taken at once, and the spread.",
    zh: "一张牌在被人拿走之前被传过几次（玩家付一个筹码而不拿它），统计所有对局中的每一张牌：平均值及其 95% 区间、立刻被拿走的牌所占的比例，以及分布情况。",
  },
  {
    en: "The classroom preset (cards 1–36, 6 removed) with each player starting with the given number of tokens. Balance: each seat's win rate (95% Wilson intervals) and the spread between the best and worst seat; length: player decisions per game; passes per card; skill gap: {{strong}} in one seat against {{weak}} in the others (fair share {{fair}}%).",
    zh: "课堂版（牌 1–36，拿掉 6 张），每位玩家起始有给定数量的筹码。平衡：每个座位的胜率（95% Wilson 区间）以及最好与最差座位之间的差距；长度：每局玩家做出的决定数；每张牌被传的次数；技术差距：{{strong}}占一个座位，其他座位是{{weak}}（公平份额 {{fair}}%）。",
  },
  {
    en: "The game ends after round 2 unless the leaders tie; each tie plays one more round. The share of games that reached round 3 and round 4, with 95% Wilson intervals where the games are independent (else the exact share of the games played: Number Line has no chance, so games between deterministic bots repeat; the last column counts the distinct ones), and the longest game seen.",
    zh: "除非领先者打平，游戏在第 2 轮后结束；每次打平就多打一轮。表中是打到第 3 轮和第 4 轮的对局所占的比例：对局彼此独立时附 95% Wilson 区间（否则给出所下对局中的精确份额：数轴没有运气成分，确定性电脑玩家之间的对局会重复；最后一列数出互不相同的对局），以及见到的最长一局。",
  },
  {
    en: "In round 2 each player places two cards, exactly one of them the hidden decoy. A player bluffs when the first card they place in round 2 is the decoy: the others answer a card that will score nothing. The bluff's effect is the mean round-2 points of bluffing players minus that of honest ones (real card first), with a 95% interval (Welch; where games repeat, exact over the games played and no interval), and the two groups' game win rates. The groups form by the bots' own choices (medium bluffs where its look-ahead prefers a decoy first and tosses a coin only when both plans are about as good), so the difference says how bluffs played by {{bot}} fare against {{bot}}, not what a bluff is worth anywhere. With perfect play in the 2-player round (docs/analysis/number-line.md) the round is fair and about half of the first player's first cards are decoys.",
    zh: "第 2 轮每位玩家放两张牌，其中恰好一张是隐藏的诱饵。如果一位玩家在第 2 轮放的第一张牌就是诱饵，就算虚张声势：别人是在应对一张不会得分的牌。虚张声势的效果是虚张声势的玩家在第 2 轮的平均得分减去诚实玩家（先放真牌）的平均得分，附 95% 区间（Welch；对局重复时给出所下对局中的精确值，不给区间），以及两组的整局胜率。两组由电脑玩家自己的选择形成（中等级在向前推算更偏好先放诱饵时虚张声势，只有两种打法差不多好时才抛硬币），所以这个差值说明的是{{bot}}对{{bot}}时虚张声势的效果，而不是虚张声势在任何场合的价值。在两人的这一轮中，如果双方都下得完美（docs/analysis/number-line.md），这一轮是公平的，先手玩家第一张牌大约一半是诱饵。",
  },
  {
    en: "Round-1 points of each player in order of play, when every player maximises their own round-1 points, and the line of play for the deterministic tiebreaks. Tiebreaks among equally good numbers: lowest / highest number, random (expected points), paranoid (what a player can guarantee when all the others play against it). Exact; docs/analysis/number-line.md explains the tables.",
    zh: "每位玩家都争取自己第 1 轮得分最多时，按出牌顺序每位玩家的第 1 轮得分，以及确定性打破平局规则下的出牌过程。几个数一样好时的选择规则：最小 / 最大的数、随机（期望得分）、悲观（其他所有人都和这位玩家作对时，他能保证的得分）。精确计算；docs/analysis/number-line.md 解释了这些表格。",
  },
  {
    en: "The first player's round-1 points when its card goes on each number, every later player then playing by backward induction with the panel's tiebreak. Tiebreaks among equally good numbers: lowest / highest number, random (expected points), paranoid (what a player can guarantee when all the others play against it).",
    zh: "先手玩家的牌放在每个数上时他在第 1 轮的得分，之后每位玩家都用逆向归纳、按该面板的选择规则出牌。几个数一样好时的选择规则：最小 / 最大的数、随机（期望得分）、悲观（其他所有人都和这位玩家作对时，他能保证的得分）。",
  },
  {
    en: "Turns (die rolls) per game and the same in minutes at {{seconds}} s per turn (assumed): the spread, the share of games over within four turns per player (every player has rolled at most four times) and the share lasting 15 minutes or more, with 95% Wilson intervals. Games are cut at {{cap}} turns (the last column counts them).",
    zh: "每局的回合数（掷骰次数），以及按每回合 {{seconds}} 秒（假定）换算的分钟数：分布情况、每人四个回合内结束的对局所占的比例（每位玩家最多掷了四次），以及持续 15 分钟或更久的对局所占的比例，附 95% Wilson 区间。对局在 {{cap}} 回合处截断（最后一列数出这样的对局）。",
  },
  {
    en: "Turns (die rolls) per game and the same in minutes at {{seconds}} s per turn (measured from stored games): the spread, the share of games over within four turns per player (every player has rolled at most four times) and the share lasting 15 minutes or more, with 95% Wilson intervals. Games are cut at {{cap}} turns (the last column counts them).",
    zh: "每局的回合数（掷骰次数），以及按每回合 {{seconds}} 秒（取自已保存的对局）换算的分钟数：分布情况、每人四个回合内结束的对局所占的比例（每位玩家最多掷了四次），以及持续 15 分钟或更久的对局所占的比例，附 95% Wilson 区间。对局在 {{cap}} 回合处截断（最后一列数出这样的对局）。",
  },
  {
    en: "The probability that {{bot}}'s beliefs give a player's true (Good, Evil) pair after t turns (die rolls), averaged over the players, with 95% intervals over games; the uniform start is 1/30 (3.3%). Beliefs are exact Bayes over every opponent's pair and type of play (medium, easy, softmax over medium's values) from the public turns only, so they are the same for every viewer. Games that ended before t drop out of the later points. The last column is the probability as a multiple of the uniform 1/30.",
    zh: "t 个回合（掷骰次数）之后，{{bot}}的推断给玩家真正的（幸运数，厄运数）组合的概率，对所有玩家取平均，附按对局计算的 95% 区间；均匀的起点是 1/30（3.3%）。推断只根据公开的回合，对每个对手的数字组合和打法类型（中等、简单、按中等级估值的 softmax）做精确的贝叶斯计算，所以对每个观看者都一样。在第 t 回合前结束的对局不计入之后的点。最后一列是这个概率相对于均匀的 1/30 的倍数。",
  },
];

/** The parts of a basis, which the report joins with "; ". */
export const LAB_BASES: readonly LabSentence[] = [
  {
    en: "{{games}} games per rule set and player count, {{bot}} in every seat",
    zh: "每种规则和人数各 {{games}} 局，每个座位都是{{bot}}",
  },
  {
    en: "{{games}} games per player count, {{bot}} in every seat",
    zh: "每种人数各 {{games}} 局，每个座位都是{{bot}}",
  },
  {
    en: "{{games}} games per preset and player count, {{bot}} in every seat",
    zh: "每种预设和人数各 {{games}} 局，每个座位都是{{bot}}",
  },
  {
    en: "{{games}} games (rounded up to whole seat rotations) per pairing and player count",
    zh: "每种对阵和人数各 {{games}} 局（向上取整到完整的座位轮换）",
  },
  {
    en: "{{games}} self-play games ({{bot}}) and {{skill}} skill-gap games per token count",
    zh: "每种筹码数各 {{games}} 局自我对弈（{{bot}}）和 {{skill}} 局技术差距对局",
  },
  {
    en: "games repeat (deterministic game and bots up to the bots' seeded tie-breaks): distinct games {{list}}, so shares are exact over the games played, without intervals",
    zh: "对局会重复（游戏是确定性的，电脑玩家也只在带种子的平局选择上有变化）：互不相同的对局为 {{list}}，所以份额是所下对局中的精确值，不给区间",
  },
  {
    en: "exact: every order of play on 1..10 (no simulation)",
    zh: "精确计算：1..10 上的每一种出牌顺序（没有模拟）",
  },
  { en: "exact (no simulation)", zh: "精确计算（没有模拟）" },
];
