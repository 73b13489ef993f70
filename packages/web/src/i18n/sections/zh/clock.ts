// 简体中文: the clock section (its header: ../clock.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const clock = {
  clock: {
    chip: "{{s}} 秒",
  },
};
