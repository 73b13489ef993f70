// English: the projector section (its header: ../projector.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const projector = {
  projector: {
    title: "Join the class",
    open: "Open the projector view",
    openHint:
      "A second window for the projector: the code, how many joined, the tables and the podium; no buttons, no names but the podium's.",
    scan: "Scan to join, or open",
    joined_one: "{{count}} student has joined",
    joined_other: "{{count}} students have joined",
    tables: "Game {{n}}: {{game}}",
    tablePlaying_one: "playing · {{count}} move",
    tablePlaying_other: "playing · {{count}} moves",
    tablePaused: "paused · {{count}} moves",
    tableFinished: "finished",
    tableStopped: "stopped",
    paused: "The teacher has paused the game.",
    over: "The lesson is over. Thank you!",
    needTeacher:
      "Open the projector view from the teacher's page, in the browser that started the class.",
    rename: "Rename",
    renameWho: "Rename {{name}}",
    renameLabel: "New name for {{name}}",
    renameSave: "Save",
    renameCancel: "Cancel",
  },
} as const;
