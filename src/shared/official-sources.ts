// The authoritative public pages this site cites: expert articles list them under
// "Sources", the footer's Resources link to them and the home page's figures name them. Only
// official https addresses that are stable (legislation, GOV.UK, the regulators, W3C, WHO, NHS);
// a test checks every one. Each is its own export, so a page's bundle carries only those it uses.

export interface OfficialSource {
  /** The page's own name, as its publisher titles it. */
  title: string;
  /** Who publishes it, shown beside the title. */
  publisher: string;
  url: string;
}

const LEGISLATION = "legislation.gov.uk";
const GOV_UK = "GOV.UK";
const W3C = "W3C Web Accessibility Initiative";
const WHO = "World Health Organization";

// The law
export const EQUALITY_ACT: OfficialSource = {
  title: "Equality Act 2010",
  publisher: LEGISLATION,
  url: "https://www.legislation.gov.uk/ukpga/2010/15/contents",
};
export const EQUALITY_ACT_DISABILITY: OfficialSource = {
  title: "Equality Act 2010, section 6: disability",
  publisher: LEGISLATION,
  url: "https://www.legislation.gov.uk/ukpga/2010/15/section/6",
};
export const EQUALITY_ACT_ADJUSTMENTS: OfficialSource = {
  title: "Equality Act 2010, section 20: duty to make adjustments",
  publisher: LEGISLATION,
  url: "https://www.legislation.gov.uk/ukpga/2010/15/section/20",
};
export const EQUALITY_ACT_HEALTH_QUESTIONS: OfficialSource = {
  title: "Equality Act 2010, section 60: enquiries about disability and health",
  publisher: LEGISLATION,
  url: "https://www.legislation.gov.uk/ukpga/2010/15/section/60",
};
export const EQUALITY_ACT_SERVICES: OfficialSource = {
  title: "Equality Act 2010, schedule 2: services and public functions, reasonable adjustments",
  publisher: LEGISLATION,
  url: "https://www.legislation.gov.uk/ukpga/2010/15/schedule/2",
};
export const DISABILITY_DISCRIMINATION_ACT: OfficialSource = {
  title: "Disability Discrimination Act 1995 (still the law in Northern Ireland)",
  publisher: LEGISLATION,
  url: "https://www.legislation.gov.uk/ukpga/1995/50/contents",
};
export const FIRE_SAFETY_ORDER: OfficialSource = {
  title: "The Regulatory Reform (Fire Safety) Order 2005 (England and Wales)",
  publisher: LEGISLATION,
  url: "https://www.legislation.gov.uk/uksi/2005/1541/contents",
};
export const FIRE_SCOTLAND_ACT: OfficialSource = {
  title: "Fire (Scotland) Act 2005",
  publisher: LEGISLATION,
  url: "https://www.legislation.gov.uk/asp/2005/5/contents",
};

// Regulators and public services
export const EHRC: OfficialSource = {
  title: "Equality and Human Rights Commission",
  publisher: "Equality and Human Rights Commission",
  url: "https://www.equalityhumanrights.com/",
};
export const ACAS_ADJUSTMENTS: OfficialSource = {
  title: "Reasonable adjustments at work",
  publisher: "Acas",
  url: "https://www.acas.org.uk/reasonable-adjustments",
};
export const RELAY_UK: OfficialSource = {
  title: "Relay UK",
  publisher: "BT",
  url: "https://www.relayuk.bt.com/",
};
export const ACCESS_TO_WORK: OfficialSource = {
  title: "Access to Work: get support if you have a disability or health condition",
  publisher: GOV_UK,
  url: "https://www.gov.uk/access-to-work",
};
export const DEFINITION_OF_DISABILITY: OfficialSource = {
  title: "Definition of disability under the Equality Act 2010",
  publisher: GOV_UK,
  url: "https://www.gov.uk/definition-of-disability-under-equality-act-2010",
};
export const ADJUSTMENTS_FOR_WORKERS: OfficialSource = {
  title: "Reasonable adjustments for disabled workers",
  publisher: GOV_UK,
  url: "https://www.gov.uk/reasonable-adjustments-for-disabled-workers",
};
export const RECRUITMENT_AND_DISABLED_PEOPLE: OfficialSource = {
  title: "Recruitment and disabled people",
  publisher: GOV_UK,
  url: "https://www.gov.uk/recruitment-disabled-people",
};
export const DISABILITY_CONFIDENT: OfficialSource = {
  title: "Disability Confident employer scheme",
  publisher: GOV_UK,
  url: "https://www.gov.uk/government/collections/disability-confident-campaign",
};
export const APPROVED_DOCUMENT_M: OfficialSource = {
  title: "Approved Document M: access to and use of buildings",
  publisher: GOV_UK,
  url: "https://www.gov.uk/government/publications/access-to-and-use-of-buildings-approved-document-m",
};
export const WORKPLACE_FIRE_SAFETY: OfficialSource = {
  title: "Fire safety in the workplace",
  publisher: GOV_UK,
  url: "https://www.gov.uk/workplace-fire-safety-your-responsibilities",
};
export const PUBLIC_SECTOR_WEBSITES: OfficialSource = {
  title: "Understanding accessibility requirements for public sector bodies",
  publisher: GOV_UK,
  url: "https://www.gov.uk/guidance/accessibility-requirements-for-public-sector-websites-and-apps",
};
export const WRITING_FOR_GOV_UK: OfficialSource = {
  title: "Content design: writing for GOV.UK",
  publisher: GOV_UK,
  url: "https://www.gov.uk/guidance/content-design/writing-for-gov-uk",
};
export const NHS_AUTISM: OfficialSource = {
  title: "Autism",
  publisher: "NHS",
  url: "https://www.nhs.uk/conditions/autism/",
};

// Web standards
export const WCAG_OVERVIEW: OfficialSource = {
  title: "WCAG 2 overview",
  publisher: W3C,
  url: "https://www.w3.org/WAI/standards-guidelines/wcag/",
};
export const WCAG_22: OfficialSource = {
  title: "Web Content Accessibility Guidelines (WCAG) 2.2",
  publisher: "W3C",
  url: "https://www.w3.org/TR/WCAG22/",
};
export const WAI_EASY_CHECKS: OfficialSource = {
  title: "Easy Checks: a first review of web accessibility",
  publisher: W3C,
  url: "https://www.w3.org/WAI/test-evaluate/preliminary/",
};
export const WAI_ACCESSIBLE_PRESENTATIONS: OfficialSource = {
  title: "How to make your presentations and meetings accessible to all",
  publisher: W3C,
  url: "https://www.w3.org/WAI/teach-advocate/accessible-presentations/",
};
export const WAI_COGNITIVE: OfficialSource = {
  title: "Making content usable for people with cognitive and learning disabilities",
  publisher: "W3C",
  url: "https://www.w3.org/TR/coga-usable/",
};
export const WAI_FOUNDATIONS_COURSE: OfficialSource = {
  title: "Digital Accessibility Foundations: a free online course",
  publisher: W3C,
  url: "https://www.w3.org/WAI/courses/foundations-course/",
};
export const WAI_BUSINESS_CASE: OfficialSource = {
  title: "The business case for digital accessibility",
  publisher: W3C,
  url: "https://www.w3.org/WAI/business-case/",
};

// Figures
export const WHO_WORLD_REPORT_2011: OfficialSource = {
  title: "World report on disability (2011)",
  publisher: `${WHO} and World Bank`,
  url: "https://www.who.int/publications/i/item/9789241564182",
};
export const WHO_FACT_SHEET_2023: OfficialSource = {
  title: "Disability: fact sheet (2023)",
  publisher: WHO,
  url: "https://www.who.int/news-room/fact-sheets/detail/disability-and-health",
};
