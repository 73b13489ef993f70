// Preloaded (`node --import`) into each `numbers bench` that bench:compare starts with
// `--clock cpu`: the bench's clock, performance.now, then reads the process's CPU time
// (user + system, milliseconds) instead of the wall clock, so a playout rate is playouts per
// CPU second. On a shared machine the wall clock also counts the time other processes held
// the cores, and moves by several times from one run to the next; CPU time moves far less.
// Every `numbers bench` so far times itself with performance.now, old commits included.

performance.now = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
