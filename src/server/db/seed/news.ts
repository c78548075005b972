// Sample news for the News page. Original, illustrative stories: the places and
// organisations are generic or fictional, nobody real is quoted, and every source link points at
// an example domain, so nothing here claims to be real reporting.
export interface NewsSeed {
  title: string;
  /** Absent on purpose for two stories, to show the content fallback (first 120 characters). */
  excerpt?: string;
  content: string;
  category: string;
  sourceUrl?: string;
  isTopStory: boolean;
  /** How long before seeding the story was published. */
  daysAgo: number;
}

const source = (slug: string) => `https://news.example/accessibility/${slug}`;

export const newsSeeds: NewsSeed[] = [
  {
    title: "Market town library reopens with step-free entrance and a quiet reading room",
    excerpt:
      "After a year of building work, a county library has a level entrance, a lift to every floor, a hearing loop at the counter and a low-sensory room that can be booked for free.",
    content:
      "A market town library has reopened after a year-long refurbishment shaped by a panel of local disabled residents. The old stepped entrance has been replaced by a gently sloping path and an automatic door, and a lift now reaches every floor. The counter has a lowered section and a hearing loop, and a small low-sensory room with dimmable lighting can be booked for free. The panel tested each change before it was signed off, and the library says it will keep meeting them twice a year to hear what still needs work.",
    category: "Venues",
    sourceUrl: source("library-step-free-reopening"),
    isTopStory: true,
    daysAgo: 3,
  },
  {
    title: "Regional rail operator trials live platform alerts in British Sign Language",
    excerpt:
      "Short BSL videos of service changes will appear on station screens and in the operator's app during a six-month trial at twelve stations.",
    content:
      "A regional rail operator is trialling British Sign Language versions of its live service announcements. When a train is delayed, cancelled or moved to another platform, a short signed video will appear on selected station screens and in the operator's app alongside the usual text. Twelve stations are taking part in the six-month trial, chosen with local Deaf community groups. The operator says it will publish what it learns, including how quickly the videos reach screens after a change.",
    category: "Transport",
    sourceUrl: source("rail-bsl-platform-alerts"),
    isTopStory: true,
    daysAgo: 9,
  },
  {
    title: "Councils urged to check online forms against WCAG 2.2 before the new financial year",
    content:
      "Local authorities are being encouraged to review their most-used online forms, such as council tax, parking permits and bin collections, against WCAG 2.2 before budgets are set for the new financial year. Common problems include error messages that are not linked to the field that caused them, timeouts with no warning, and drag-and-drop controls with no alternative. Fixing these early is usually cheaper than rebuilding a service later, and it helps everyone who fills in a form on a phone or in a hurry.",
    category: "Digital",
    sourceUrl: source("council-forms-wcag-22"),
    isTopStory: true,
    daysAgo: 16,
  },
  {
    title: "Small employers share what made their interviews work for disabled candidates",
    excerpt:
      "Sending questions in advance, offering a choice of format and asking every candidate about adjustments were the changes mentioned most often.",
    content:
      "A round-table of small employers in the North West compared notes on making recruitment fairer for disabled candidates. The changes they mentioned most often were simple: sending interview questions a day in advance, offering a video, phone or in-person interview, and asking every candidate what adjustments would help rather than waiting to be asked. Several said the changes cost nothing and improved interviews for everyone, not only disabled applicants.",
    category: "Employment",
    sourceUrl: source("small-employers-interviews"),
    isTopStory: true,
    daysAgo: 24,
  },
  {
    title: "A plain-English guide to reasonable adjustments for shops and cafés",
    excerpt:
      "What the Equality Act 2010 expects of small businesses that serve the public, with everyday examples and no legal jargon.",
    content:
      "A new plain-English guide explains what the duty to make reasonable adjustments under the Equality Act 2010 means for small businesses that serve the public. It walks through everyday examples, from a portable ramp and a clear menu to letting an assistance dog in and offering to read out a price list. The guide stresses that the duty is anticipatory: businesses should think ahead about the barriers disabled customers may meet, rather than wait for someone to complain. It is general information, not legal advice.",
    category: "Law",
    sourceUrl: source("reasonable-adjustments-guide"),
    isTopStory: true,
    daysAgo: 33,
  },
  {
    title: "Seaside theatre adds relaxed performances to its summer season",
    excerpt:
      "House lights stay low rather than off, sound effects are softened and audiences can come and go, for one performance of every show.",
    content:
      "A seaside theatre is adding a relaxed performance to every show in its summer season. House lights will stay low rather than going fully dark, loud sound effects will be softened, and audience members can leave and come back whenever they need to. A visual story with photos of the building and the cast will be published a week before each performance so people know what to expect.",
    category: "Venues",
    sourceUrl: source("theatre-relaxed-performances"),
    isTopStory: false,
    daysAgo: 5,
  },
  {
    title: "Bus company fits audio-visual next-stop announcements across its fleet",
    excerpt:
      "Every bus on the company's routes now shows and speaks the name of the next stop, helping blind, deaf and first-time passengers alike.",
    content:
      "A city bus company has finished fitting audio-visual next-stop announcements across its whole fleet. Each bus now shows the name of the next stop on a screen and announces it aloud, with the volume adjusted automatically to the noise inside the bus. Passengers had asked for the change for years, and drivers say they are answering fewer questions about where to get off.",
    category: "Transport",
    sourceUrl: source("bus-next-stop-announcements"),
    isTopStory: false,
    daysAgo: 12,
  },
  {
    title: "Online grocer redesigns checkout after testing with screen reader users",
    excerpt:
      "Clearer headings, a delivery-slot picker that works with a keyboard, and error messages announced as they appear.",
    content:
      "An online grocer has redesigned its checkout after a round of testing with screen reader and keyboard users. The delivery-slot picker, previously usable only with a mouse, is now a set of ordinary radio buttons grouped by day. Errors are announced as they appear and linked to the field that needs attention, and the page headings now describe each step. The company says the number of abandoned baskets at checkout fell after the change.",
    category: "Digital",
    sourceUrl: source("grocer-checkout-redesign"),
    isTopStory: false,
    daysAgo: 19,
  },
  {
    title: "Access to Work waiting times: what employers can do in the meantime",
    content:
      "Waiting times for Access to Work decisions can leave new starters without the equipment or support they need. Employers do not have to wait: many adjustments, such as a different chair, flexible hours or screen reader software on a trial licence, can be put in place straight away and the application can still go ahead. Keeping a simple record of what was agreed and when helps everyone if the arrangements need to change later.",
    category: "Employment",
    isTopStory: false,
    daysAgo: 27,
  },
  {
    title: "High street banks asked to keep accessible counters as branches close",
    excerpt:
      "Disability groups want shared banking hubs to include hearing loops, seating and step-free access from the day they open.",
    content:
      "As more high street bank branches close, disability groups are asking for the shared banking hubs that replace them to be accessible from the day they open. Their list includes step-free access, a hearing loop at every counter, seating for people who cannot stand for long, and staff trained to help with cheques and cash for customers who cannot use apps. Many disabled customers rely on face-to-face banking, and a hub that is hard to reach can leave them with nowhere to go.",
    category: "Venues",
    sourceUrl: source("banking-hubs-access"),
    isTopStory: false,
    daysAgo: 38,
  },
  {
    title: "Taxi drivers reminded that refusing assistance dogs is against the law",
    excerpt:
      "Licensing teams are reminding drivers that assistance dogs must be carried at no extra charge unless a driver has a medical exemption.",
    content:
      "Licensing teams in several areas are reminding taxi and private hire drivers that refusing to carry an assistance dog, or charging extra for it, is against the law unless the driver holds a medical exemption certificate. Assistance dog owners report being refused rides regularly, often after booking. Operators are being asked to make sure drivers know the rules, and passengers can report refusals to the council that licenses the driver.",
    category: "Law",
    sourceUrl: source("taxis-assistance-dogs"),
    isTopStory: false,
    daysAgo: 45,
  },
  {
    title: "Museum publishes its first accessibility statement with a list of known problems",
    excerpt:
      "Rather than claiming full compliance, a regional museum lists what does not work yet and when it plans to fix each item.",
    content:
      "A regional museum has published an accessibility statement for its website and its building that lists what does not work yet, alongside what does. The statement names specific problems, such as videos without captions and a gallery reached only by stairs, and gives a date for fixing each one. Visitors are invited to report anything else by phone, e-mail or text message. Honest statements like this help disabled visitors plan a visit with confidence.",
    category: "Digital",
    sourceUrl: source("museum-accessibility-statement"),
    isTopStory: false,
    daysAgo: 56,
  },
  {
    title:
      "Apprenticeship scheme offers longer assessments and coaching for neurodivergent trainees",
    excerpt:
      "A construction training provider has extended assessment times and added a job coach after trainees said the old format did not show what they could do.",
    content:
      "A construction training provider has changed its apprenticeship assessments after trainees said the old format did not show what they could do. Practical tasks now come with written and spoken instructions, time limits have been extended, and each trainee can ask for a job coach in their first three months on site. The provider plans to review completion rates at the end of the year.",
    category: "Employment",
    sourceUrl: source("apprenticeships-neurodivergent"),
    isTopStory: false,
    daysAgo: 71,
  },
  {
    title: "Ferry operator introduces a booking line for passengers who need assistance",
    excerpt:
      "Passengers can now arrange help boarding, a cabin close to the lift or space for a mobility scooter with one phone call or online form.",
    content:
      "A ferry operator has introduced a single booking line and online form for passengers who need assistance. With one request, passengers can arrange help with boarding, a cabin close to the lift, space for a mobility scooter or a quiet place to wait at the terminal. Staff at each port receive the details before the sailing, so passengers do not have to explain their needs again on the day.",
    category: "Transport",
    sourceUrl: source("ferry-assistance-booking"),
    isTopStory: false,
    daysAgo: 84,
  },
];

/** A publication time `daysAgo` days before `now`, at 09:30 UTC (a morning in the UK). */
export function publishedDaysAgo(now: Date, daysAgo: number): Date {
  const date = new Date(now);
  date.setUTCDate(date.getUTCDate() - daysAgo);
  date.setUTCHours(9, 30, 0, 0);
  return date;
}
