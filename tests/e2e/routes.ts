/** Every route (docs/product.md#pages-at-a-glance) with its main heading. */
export const PAGES = [
  { path: "/", heading: "Real Access Real Solutions" },
  { path: "/news", heading: "News" },
  { path: "/advice-and-solutions", heading: "Advice & Solutions" },
  { path: "/self-assessment", heading: "About your business" },
  { path: "/access-guides", heading: "Access guides" },
  { path: "/access-guides/how-we-check", heading: "How we check access guides" },
  { path: "/access-guides/deleted", heading: "Your guide is deleted" },
  { path: "/about", heading: "About Us" },
  { path: "/contact", heading: "Contact Us" },
  { path: "/feeds", heading: "Follow us" },
  { path: "/book", heading: "The Book" },
  { path: "/poem", heading: "The Poem" },
  { path: "/admin", heading: "Admin" },
  { path: "/accessibility-statement", heading: "Accessibility Statement" },
  { path: "/accessibility-statement/evidence", heading: "How we check accessibility" },
  { path: "/terms-of-service", heading: "Terms of Service" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/no-such-page", heading: "404 Page Not Found" },
];

/**
 * The pages the key journeys pass through beside the route table's: a quick solution, an expert
 * article and a community story (the seeded first of each, which no test changes).
 */
export const JOURNEY_PAGES = [
  { path: "/advice-and-solutions/quick-solutions/1", heading: "Single step at the shop entrance" },
  { path: "/advice-and-solutions/articles/1", heading: "Accessible premises on a small budget" },
  { path: "/advice-and-solutions/stories/1", heading: "The bench that changed my café" },
];
