// A review's better move drawn on a board (replay only): a star where the move would be
// played, with the move in words for screen readers and as a tooltip.

export function BetterMark({ text }: { text: string }) {
  return (
    <span className="better-mark" data-testid="better-mark" title={text}>
      <span aria-hidden="true">★</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
