// English: the onlineTakeback section (its header: ../onlineTakeback.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const onlineTakeback = {
  onlineTakeback: {
    takeback: "Take back",
    confirm:
      "Take back your last move? The moves played after it are undone too. Every other player must agree.",
    ask: "Ask the others",
    cancel: "Keep playing",
    waiting: "You asked to take back your last move: waiting for the others to agree.",
    asks: "{{name}} asks to take back their last move. Do you agree?",
    agreedWaiting: "You agreed to {{name}}'s takeback: waiting for the others.",
    agree: "Agree",
    decline: "Decline",
    declined: "{{name}} declined the takeback.",
    cancelled: "{{name}} left: the takeback request is cancelled.",
    done: "{{name}}'s last move was taken back.",
  },
  errors: {
    ERR_NOTHING_TO_TAKE_BACK: "You have no move to take back yet.",
    ERR_TAKEBACK_OPEN: "A takeback request is already waiting for answers.",
    ERR_NO_TAKEBACK: "There is no takeback request to answer any more.",
  },
};
