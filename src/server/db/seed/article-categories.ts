// Sample expert-advice categories, written for Real Access. Each article names its category by key.
export interface AdviceCategorySeed {
  key: string;
  name: string;
  description: string;
  icon: string;
  color: string;
}

export const adviceCategorySeeds = [
  {
    key: "premises",
    name: "Premises & Physical Access",
    description:
      "Getting in, getting around and getting out safely: entrances, signage, toilets and evacuation.",
    icon: "building",
    color: "#0d5e58",
  },
  {
    key: "employment",
    name: "Employment & Recruitment",
    description:
      "Hiring fairly and supporting disabled colleagues, including people with hidden disabilities.",
    icon: "briefcase",
    color: "#5b3a8c",
  },
  {
    key: "digital",
    name: "Websites, Documents & Plain Language",
    description: "Information everyone can find, read and use, online and on paper.",
    icon: "monitor",
    color: "#1d4ed8",
  },
  {
    key: "customer-service",
    name: "Customer Service",
    description: "Welcoming disabled customers with confidence, courtesy and flexibility.",
    icon: "message-circle",
    color: "#a14b00",
  },
  {
    key: "law",
    name: "The Law & Reasonable Adjustments",
    description: "What the Equality Act 2010 asks of businesses, explained in everyday terms.",
    icon: "scale",
    color: "#8a1538",
  },
  {
    key: "events-spaces",
    name: "Events & Sensory-Friendly Spaces",
    description:
      "Meetings, events and environments that work for people who are deaf, autistic or sensory sensitive.",
    icon: "calendar",
    color: "#2f6b1f",
  },
] as const satisfies readonly AdviceCategorySeed[];

export type AdviceCategoryKey = (typeof adviceCategorySeeds)[number]["key"];
