// English: the rosterUndo section (its header: ../rosterUndo.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const rosterUndo = {
  roster: {
    isThisYou: "Are you {{name}}?",
    yesMe: "Yes, I am {{name}}",
    back: "No, go back",
    notMe: "Not {{name}}? That's not me",
    notMeSure:
      "Give up the name {{name}}? It goes back on the list for someone else, and this phone leaves the class.",
    notMeYes: "Yes, I am not {{name}}",
    notMeNo: "No, I am {{name}}",
    notMeDone: "The name {{name}} is free again; your teacher has been told. Tap your own name.",
    askTitle: "Your name is not on the list?",
    askButton: "Ask to join",
    asked: "Waiting for your teacher to let you in as {{name}}…",
    declined:
      "Your teacher did not let you in as {{name}}. Ask them, or tap your name if it is on the list now.",
    addLabel: "Add a name to the class list",
    addButton: "Add",
    requestsTitle: "Asking to join",
    approve: "Let {{name}} in",
    decline: "Decline",
    declineAll_one: "Decline {{count}} request",
    declineAll_other: "Decline all {{count}} requests",
    requestsOpen: "Students not on the list can ask to join.",
    requestsClosed: "Requests to join are closed: nobody new can ask.",
    closeRequests: "Close requests",
    openRequests: "Open requests",
    notMeNotice: "Someone who joined as {{name}} said it was not them: the name is free again.",
  },
  undo: {
    end_one: "This game ends in {{n}} s: table {{tables}} is paused and will stop with no result.",
    end_other:
      "This game ends in {{n}} s: tables {{tables}} are paused and will stop with no result.",
    next_one:
      "The next game starts in {{n}} s: table {{tables}} is paused and will stop with no result.",
    next_other:
      "The next game starts in {{n}} s: tables {{tables}} are paused and will stop with no result.",
    undo: "Undo",
    now: "Go on now",
    canUndo: "You can undo this for 10 seconds.",
    undone: "Undone: the tables play on.",
    historyTitle: "Earlier games of the lesson",
    historyGame: "Game {{n}} · {{game}}",
    finished: "Table {{n}} ({{names}}): finished after {{count}} moves, won by {{winners}}.",
    stopped: "Table {{n}} ({{names}}): stopped after {{count}} moves, no result.",
  },
  errors: {
    ERR_NO_ROSTER: "This class has no list: type your name to join.",
    ERR_ON_ROSTER: "This name is on the class list: tap it there.",
    ERR_NO_REQUEST: "There is no such request to join.",
    ERR_ANSWERED: "This request was answered already.",
    ERR_REQUESTS_CLOSED:
      "Your teacher is not taking requests to join just now: ask them to add your name.",
    ERR_STOPPING: "This game is about to end: undo it, or go on now, first.",
    ERR_NOTHING_TO_UNDO: "There is nothing to undo any more: the game has ended.",
    ERR_HAS_PLAYED:
      "You have played under this name already, so it can no longer be given up here: ask your teacher.",
  },
};
