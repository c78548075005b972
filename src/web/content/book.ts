// The book page's words (docs/product.md#the-book-and-the-poem): author message, core themes,
// what's inside.
export const AUTHOR_MESSAGE = [
  "I wrote this book for the owner of a small business who has just realised that a customer could not get in, and does not know where to start. I have been that customer, and I have met hundreds of owners who wanted to do right and felt stuck between expensive consultants and nothing at all.",
  "There is a great deal you can do this week, for very little, and a good deal more you can plan for. Every chapter ends with things to try, costs to expect and questions to ask the people you serve. I hope it makes accessibility feel less like a test you might fail and more like good hospitality.",
];

export const CORE_THEMES = [
  {
    title: "Start where you are",
    text: "You do not need a perfect building or a big budget. Small, steady changes, made in the right order, add up to a place people can use.",
  },
  {
    title: "Ask, then listen",
    text: "The people who face the barriers are the experts in them. Asking good questions, and acting on the answers, beats guessing every time.",
  },
  {
    title: "Access is for everyone",
    text: "What helps a wheelchair user, a blind customer or an autistic visitor also helps parents, older people, couriers and anyone having a bad day.",
  },
];

export const CHAPTERS = [
  "Seeing your business from the pavement: arrival, parking and the front door",
  "Inside: layout, lighting, seating, counters and toilets",
  "Hidden disabilities: sensory needs, pain, fatigue and neurodiversity",
  "Talking and listening: staff confidence, communication and assistance dogs",
  "Online first: websites, booking systems and social media that work for everyone",
  "Employing disabled people: recruitment, reasonable adjustments and retention",
  "The Equality Act 2010 in plain English",
  "Costs, grants and a year-long plan you can actually keep",
];
