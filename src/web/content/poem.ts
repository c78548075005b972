// The poem at the heart of the book (nine verse cards on /poem, four of them on /book).
// Written for Real Access.
export interface Verse {
  title: string;
  lines: string[];
}

export const POEM_TITLE = "What the Door Says";

export const POEM: Verse[] = [
  {
    title: "Reading the room",
    lines: [
      "Every building tells you something",
      "before a word is said:",
      "a step, a sign, a heavy door,",
      "a counter at the height of someone else's head.",
      "You learn to read the architecture",
      "the way some people read a face.",
    ],
  },
  {
    title: "The bakery",
    lines: [
      "I have stood outside a bakery",
      "breathing in the bread,",
      "doing sums: the lip of the threshold,",
      "the width of the chair, the queue,",
      "and whether, if I asked,",
      "they'd make me feel I'd asked too much.",
    ],
  },
  {
    title: "The step",
    lines: [
      "Nobody built it to keep me out.",
      "That's almost the worst of it.",
      "A step is not an argument;",
      "it is a thing nobody thought about",
      "and then, for forty years,",
      "nobody thought about again.",
    ],
  },
  {
    title: "More than a ramp",
    lines: [
      "Access is not a ramp alone.",
      "It is the menu I can read,",
      "the music low enough to hear you,",
      "the chair with arms to help me stand,",
      "the extra minute at the till",
      "that no one makes me pay for with a sigh.",
    ],
  },
  {
    title: "What you cannot see",
    lines: [
      "Some of us you will not notice:",
      "the pain that moves from joint to joint,",
      "the noise that fills a room like water,",
      "the words that swim about the page.",
      "Believe us when we tell you.",
      "It costs nothing, and it's where it starts.",
    ],
  },
  {
    title: "Ask me",
    lines: [
      "Don't talk to the person pushing me.",
      "Don't shout because I cannot see.",
      "Don't finish sentences I've started",
      "or praise me for the bus I caught.",
      "Ask me what I need, then listen.",
      "The answer's usually simple.",
    ],
  },
  {
    title: "For more than me",
    lines: [
      "And what you fix, you fix for more than me:",
      "the father with the double buggy,",
      "the courier with the loaded trolley,",
      "the man whose knee went last November,",
      "your mother, later; you, perhaps,",
      "on some ordinary Tuesday.",
    ],
  },
  {
    title: "Begin",
    lines: [
      "It doesn't need to be perfect.",
      "It needs to be begun:",
      "a folding ramp, a clearer sign,",
      "a quiet hour, a team who know",
      "the question isn't 'Can we?'",
      "but 'Where shall we start?'",
    ],
  },
  {
    title: "The open door",
    lines: [
      "So open the door the whole way,",
      "not the grudging inch, the held breath.",
      "Let it say, before a word is spoken:",
      "you were expected; come on in.",
      "That is real access.",
      "Everything else is just a building.",
    ],
  },
];

/** The four verses printed on the book page. */
export const BOOK_PAGE_VERSES = [0, 3, 6, 8].map((index) => POEM[index] as Verse);
