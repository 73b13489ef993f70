// The teacher's own seating (drag and drop, or a table picked per student): a first
// proposal of groups, and moving one student from a group to another. Pure: tested in
// groups.test.ts; the server checks the final groups again (ERR_BAD_SEATING).

/** The table "as even as possible" aims at: four players, within the game's range (as the server). */
const EVEN_TABLE = 4;

/**
 * `ids` split into tables of at most `size` players (or, for "even", of about four: 11
 * students are 4 + 4 + 3, not 6 + 5), as few tables as that allows, sizes differing by at
 * most one, in order; never over the game's `maxPlayers`, and "even" never under `minPlayers`.
 */
export function proposeGroups(
  ids: readonly string[],
  size: number | "even",
  maxPlayers: number,
  minPlayers = 1,
): string[][] {
  if (ids.length === 0) return [];
  const cap =
    size === "even"
      ? Math.min(maxPlayers, Math.max(minPlayers, EVEN_TABLE))
      : Math.min(size, maxPlayers);
  const tables = Math.ceil(ids.length / cap);
  const base = Math.floor(ids.length / tables);
  const extra = ids.length % tables;
  const out: string[][] = [];
  let at = 0;
  for (let i = 0; i < tables; i++) {
    const n = base + (i < extra ? 1 : 0);
    out.push(ids.slice(at, at + n));
    at += n;
  }
  return out;
}

/**
 * `groups` with `id` moved to group `to` (a new group at the end when `to` is groups.length);
 * groups left empty are dropped.
 */
export function moveToGroup(
  groups: readonly (readonly string[])[],
  id: string,
  to: number,
): string[][] {
  const out = groups.map((g) => g.filter((x) => x !== id));
  if (to >= out.length) out.push([id]);
  else out[to]!.push(id);
  return out.filter((g) => g.length > 0);
}
