// Words and phrases with a plainer everyday alternative (British English), for the plain-words
// check. Kept as data so an editor can add to it. A single word also matches its usual endings
// (utilise: utilises, utilised, utilising), so list each word in its plainest form. Leave out
// words that are also part of a proper term: "assistance" is right in "assistance dog".
export interface PlainWord {
  word: string;
  instead: string;
}

export const plainWords: PlainWord[] = [
  { word: "utilise", instead: "use" },
  { word: "in order to", instead: "to" },
  { word: "commence", instead: "start" },
  { word: "facilitate", instead: "help" },
  { word: "prior to", instead: "before" },
  { word: "in the event that", instead: "if" },
  { word: "endeavour", instead: "try" },
  { word: "ascertain", instead: "find out" },
  { word: "approximately", instead: "about" },
  { word: "purchase", instead: "buy" },
  { word: "assist", instead: "help" },
  { word: "additional", instead: "extra" },
  { word: "require", instead: "need" },
  { word: "sufficient", instead: "enough" },
  { word: "terminate", instead: "end" },
  { word: "obtain", instead: "get" },
  { word: "regarding", instead: "about" },
  { word: "in relation to", instead: "about" },
  { word: "with regard to", instead: "about" },
  { word: "in accordance with", instead: "in line with" },
  { word: "subsequently", instead: "later" },
  { word: "numerous", instead: "many" },
  { word: "demonstrate", instead: "show" },
  { word: "in excess of", instead: "more than" },
  { word: "at this point in time", instead: "now" },
  { word: "due to the fact that", instead: "because" },
  { word: "notwithstanding", instead: "despite" },
  { word: "forthwith", instead: "now" },
  { word: "henceforth", instead: "from now on" },
  { word: "expedite", instead: "speed up" },
  { word: "remuneration", instead: "pay" },
  { word: "whilst", instead: "while" },
  { word: "amend", instead: "change" },
  { word: "dispatch", instead: "send" },
];
