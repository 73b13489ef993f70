// The turn timer on the mover's chip (ui/turnClock.tsx) and a finished game's focus target.
export const clock = {
  en: {
    clock: {
      chip: "{{s}} s",
    },
  },
  zh: {
    clock: {
      chip: "{{s}} 秒",
    },
  },
};
