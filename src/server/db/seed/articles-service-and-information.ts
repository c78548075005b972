// Sample expert articles, written for Real Access in Markdown (CommonMark; see
// docs/product.md#expert-articles).
import {
  EHRC,
  EQUALITY_ACT,
  NHS_AUTISM,
  PUBLIC_SECTOR_WEBSITES,
  RELAY_UK,
  WAI_ACCESSIBLE_PRESENTATIONS,
  WAI_COGNITIVE,
  WAI_EASY_CHECKS,
  WCAG_22,
  WCAG_OVERVIEW,
  WRITING_FOR_GOV_UK,
} from "../../../shared/official-sources.ts";
import type { ExpertArticleSeed } from "./articles-premises-and-work.ts";

export const serviceAndInformationArticles: ExpertArticleSeed[] = [
  {
    title: "Accessible websites and documents: where to begin",
    publishedOn: "2026-03-09",
    // Where the law applies was added on this day.
    updatedOn: "2026-11-23",
    sources: [WCAG_OVERVIEW, WCAG_22, WAI_EASY_CHECKS, PUBLIC_SECTOR_WEBSITES],
    relatedQuickSolutions: [
      "Website images with no alt text",
      "Booking system that can't be used with a keyboard alone",
      "PDF menus and price lists that screen readers can't read",
      "Website text too faint to read",
    ],
    excerpt:
      "Your website and documents are often the first thing customers meet. A few habits make them usable by people with screen readers, keyboards and magnifiers.",
    category: "digital",
    tags: ["websites", "documents", "WCAG", "alt text", "PDF", "digital"],
    content: `## Your front door is often online

Before people visit, buy or apply, they usually look you up. If your website cannot be used with a keyboard, makes no sense to a screen reader or has text too faint to read, you have lost those customers before they have even reached your real front door. The same goes for the documents you send out: menus, price lists, forms, letters and contracts.

Digital accessibility can sound technical, but much of it comes down to a few good habits. This article covers the basics a small business can check and improve without being a developer.

### The standard to aim for

The Web Content Accessibility Guidelines, known as WCAG, are the internationally recognised standard for accessible websites. Most organisations aim for level AA of the current version. Public sector bodies in the UK have specific legal duties about website accessibility. Private businesses are not covered by those regulations, but the duty to make reasonable adjustments, under the Equality Act 2010 in Great Britain and the Disability Discrimination Act 1995 in Northern Ireland, applies to services provided online as well as in person, so an accessible website is part of serving disabled customers fairly.

### Five checks you can do today

First, put your mouse away and try to use your site with only the keyboard. Press Tab to move forward through links and buttons, Shift and Tab to move back, and Enter or Space to activate things. Can you reach everything? Can you always see where you are? Can you open and close menus and pop-ups? If you get stuck, so will many disabled people.

Second, zoom your browser to 200 per cent, and then view the site on a phone. Does the text grow, and does the page still work without content overlapping or disappearing?

Third, look at contrast. Pale grey text on white, or white text on a bright photograph, is hard to read for many people. WCAG asks for a contrast ratio of at least 4.5 to 1 for normal text. Free contrast checkers will tell you whether your colours pass.

Fourth, check your images. Every image that carries information needs a short text alternative, often called alt text, that says what it shows or does. A photo of your shop front might be described as the entrance, with its step-free access. Purely decorative images should have empty alt text so screen readers skip them. Never put important information, such as opening times or prices, only inside an image.

Fifth, check your forms. Every field needs a visible label that stays visible while people type, not just grey placeholder text. Error messages should say what went wrong and how to fix it, in words, not only by turning a box red.

### Structure helps everyone

Screen reader users often move around a page by its headings, the way sighted people scan. Use real headings in a sensible order, with one main heading for the page. Write link text that makes sense on its own: a link saying 'download our price list' is far more useful than 'click here'. Give videos captions, and give audio content a transcript.

### Documents

Most documents start life in a word processor, and that is the best place to make them accessible. Use the built-in heading styles rather than making text bigger and bold. Use real lists and simple tables with header rows. Add alt text to images. Keep the layout simple, with text in a single column where possible, and avoid text in images and long passages in capitals or italics.

Common word processors, including Microsoft Word, have a built-in accessibility checker. Run it before you share a document. When you save as PDF, use the option that keeps the document's structure, often described as a 'tagged' PDF, rather than printing to PDF, which loses it.

Ask yourself whether it needs to be a PDF at all. A simple web page is usually easier to read on a phone, with a screen reader or with a magnifier. Where you must use a PDF, consider offering the same content as a web page or a Word document too.

### Alternative formats

Some people will need information in another format: large print, braille, audio, easy read or British Sign Language. Say on your website and in your documents how to ask for alternative formats, and have a plan for providing them. Large print can often be produced in-house; for braille or BSL, find a supplier before you need one.

---

### When you commission a website

If you are paying someone to build or redesign your site, write accessibility into the brief. Ask for WCAG 2.2 level AA, ask how they will test it, including with assistive technology and disabled users, and make sure your content editors are trained to keep it accessible. Be wary of any product promising to make a website compliant automatically with a single line of code: automated tools can find some problems, but they cannot fix the structure and content of a site for you.

Publish an accessibility statement saying what you have done, what you know still needs fixing and how people can contact you if they have difficulty. Honesty about limits, with a real way to get help, is itself a form of access.

*This article is general guidance, not legal advice. For a full audit, consult an experienced digital accessibility specialist.*`,
  },
  {
    title: "Customer service that welcomes disabled people",
    publishedOn: "2026-02-02",
    // Where the law applies was added on this day.
    updatedOn: "2026-11-23",
    sources: [RELAY_UK, EQUALITY_ACT, EHRC],
    relatedQuickSolutions: [
      "Staff hanging up on Relay UK calls",
      "Assistance dogs turned away at the door",
      "Rushed service at the till",
      "Hearing loop missing, switched off or not signed",
    ],
    excerpt:
      "Confident, courteous service makes more difference than any piece of equipment. Practical habits for front-line staff, on the phone and face to face.",
    category: "customer-service",
    tags: ["customer service", "communication", "training", "assistance dogs", "etiquette"],
    content: `## People remember how you made them feel

Ask disabled people about their best and worst experiences as customers, and the stories are rarely about ramps or hearing loops. They are about people: the shop assistant who talked to their companion instead of to them, the receptionist who shouted, the waiter who patiently read the menu aloud without making a fuss. Good customer service costs very little and is the single most powerful thing you can offer.

### The basics

Treat disabled customers the way you would want to be treated: as adults, as individuals and as people who came to spend time or money with you.

Speak directly to the customer, not to their companion, carer or interpreter, even if the other person is doing the talking or signing.

Ask before you help. A simple 'Would you like any help?' respects the person's right to say no. If they say yes, ask how you can help best, and follow their lead.

Do not touch someone, their wheelchair, their walking aids or their assistance dog without asking. A wheelchair is part of a person's personal space.

Be patient. Some people need more time to move, speak, understand or decide. Rushing them makes things harder.

Do not make assumptions about what someone can or cannot do, or about why they need help. Many disabilities are not visible, and a customer does not owe you an explanation.

### Communicating well

For customers who are deaf or hard of hearing, face them, make sure your face is well lit, speak clearly at a normal pace and do not cover your mouth. Shouting distorts lip patterns and does not help. Have a pen and paper or a tablet ready to write things down. If you have a hearing loop, make sure it is switched on, working and signed, and that staff know how to check it.

For customers who are blind or partially sighted, say who you are when you approach, describe what is around them if it helps, and say when you are leaving. If you guide someone, offer your arm rather than taking theirs, and mention steps, doors and obstacles as you reach them. Offer to read information aloud, such as a menu or a bill.

For customers with speech difficulties, give them time, do not finish their sentences, and if you have not understood, say so honestly and ask them to repeat or write it down. Pretending to understand causes more problems than asking.

For customers with learning disabilities, autism or dementia, use clear, simple language, one point at a time, and check understanding. Avoid sarcasm and figures of speech that could be taken literally. A quiet space away from noise can help someone who is overwhelmed.

### Assistance dogs

Assistance dogs are highly trained and help people with a range of disabilities, not only sight loss. Under the Equality Act 2010 in Great Britain, and the Disability Discrimination Act 1995 in Northern Ireland, refusing entry to a disabled person because of their assistance dog will usually be unlawful discrimination, including in places that serve food. Not every assistance dog wears a particular jacket, and a customer should not be questioned at length about their dog. Do not feed, stroke or distract a working dog.

### Beyond face to face

Make sure people can reach you in more than one way. A business that can only be contacted by phone shuts out many deaf people and people with speech or anxiety conditions; a business that can only be contacted online shuts out others. Offer phone, e-mail and, if you can, text messaging or a chat service. Be ready to receive calls through a text relay service such as Relay UK, where an operator passes on a conversation between a phone and text, and tell staff not to hang up on them.

Queues and waiting can be a real barrier. Consider offering a seat, a call-forward system or a way to book appointments at quieter times.

---

### Train your team and empower them

Every member of staff who meets customers should know the basics and know where your access features are: the portable ramp, the hearing loop, the large-print menu, the accessible toilet. New starters should learn this in their first week. Short refresher sessions, ideally including disabled people telling their own stories, work better than a one-off course.

Most importantly, give staff permission to be flexible. The best customer service often means bending a rule: carrying a tray to the table, letting someone skip a queue, opening a side door or taking an order over e-mail. When staff know they will be backed up for making a sensible adjustment, customers feel the difference.

### Listen and improve

Ask disabled customers for feedback and make it easy to give, in more than one format. When someone tells you something went wrong, thank them, fix it if you can and tell them what you did. Every complaint is free advice about how to serve more people better.`,
  },
  {
    title: "Accessible events and meetings",
    publishedOn: "2026-07-06",
    sources: [WAI_ACCESSIBLE_PRESENTATIONS, EQUALITY_ACT],
    relatedQuickSolutions: [
      "No plan for British Sign Language users",
      "Hearing loop missing, switched off or not signed",
      "Videos posted without captions",
      "No Changing Places toilet, and no word on where to find one",
    ],
    excerpt:
      "From the invitation to the follow-up, small decisions decide who can take part. A practical checklist for in-person, online and hybrid events.",
    category: "events-spaces",
    tags: ["events", "meetings", "BSL", "captions", "hybrid", "venues"],
    content: `## Accessibility starts with the invitation

Whether you are running a team meeting, a community workshop or a product launch, the decisions you make before anyone arrives decide who can take part. Accessibility is far easier and cheaper to plan in from the start than to patch up on the day.

### Ask, then plan

Include a question on every invitation or booking form: do you have any access requirements we should know about? Make it open, keep it optional, and make sure the answers reach the person organising the event, not a shared inbox nobody reads. Give a named contact and more than one way to get in touch.

Ask early enough to act on the answers. Some support, such as British Sign Language interpreters or live captioners, needs booking well in advance, and availability can be limited.

### Choosing a venue

Visit the venue yourself or ask for detailed information, photographs and measurements. Check:

Step-free access from the street or car park to the entrance, the event room, the toilets, the refreshments and any breakout rooms.

Accessible toilets that are genuinely usable, not used for storage. For larger events, find out whether there is a Changing Places toilet nearby, with a hoist and adult-sized changing bench.

Parking for Blue Badge holders and an accessible drop-off point, plus information about public transport.

Lighting good enough for lipreading and for BSL interpreters to be seen clearly.

A hearing loop in the main room, and someone who knows how to switch it on and test it.

A quiet room where people can take a break from noise and crowds.

Space for wheelchair users to sit with their companions, not only at the front or the back, and space for assistance dogs, with water and a relief area.

### Information before the day

Send joining instructions well in advance, with the address, a map, the nearest accessible parking and stations, the entrance to use, and what happens when people arrive. Photographs of the entrance and room help people who are anxious about new places. Share the agenda, timings and any slides or papers beforehand so people can prepare, read them with their own software or print them in large print.

### On the day

Brief your speakers and hosts. Ask them always to use a microphone, even if they think they have a loud voice, and to repeat questions from the audience into it. Ask them to describe slides and images briefly, rather than saying 'as you can see'. Slides should use large, clear text with good contrast and not too much on each one.

Build in regular breaks, at least every hour or so, and keep to time. Provide seating in any queue or standing area. Label food clearly with ingredients and allergens, and offer help carrying plates and drinks.

If you are using BSL interpreters or captioners, send them the agenda and materials in advance, reserve seats near them for people who need them, and make sure they are well lit and visible on any screen.

### Online meetings

Online meetings can be more accessible for some people and less for others. Choose a platform that supports live captions, keyboard use and screen readers, and learn how to switch those features on. Share links and materials in advance. Ask people to say their name before speaking, avoid talking over each other, and read out anything important posted in the chat. Allow people to join by phone, and do not insist that cameras are on.

### Hybrid events

Hybrid events are hardest to get right because remote participants are easily forgotten. Make sure they can hear everything clearly, that questions from the room are repeated into the microphone, and that the chair actively invites contributions from people online.

---

### Afterwards

Share slides, notes and recordings in accessible formats, with captions on any recordings. Ask for feedback on accessibility specifically, not only on the content, and keep a note of what worked and what to change. Over time you will build a standard checklist that makes every event easier to plan, and your reputation as an organisation that thinks about everyone will grow.

### A note on budgets

Some access support has a cost, and it should be in the budget from the start rather than treated as an optional extra. Many improvements, such as sharing materials in advance, keeping to time and using microphones properly, cost nothing at all.`,
  },
  {
    title: "Creating sensory-friendly spaces",
    publishedOn: "2026-08-17",
    sources: [NHS_AUTISM, EQUALITY_ACT],
    relatedQuickSolutions: [
      "Loud background music in the café",
      "Flickering or harsh overhead lighting",
      "Strong air fresheners and scented cleaning products",
      "Busy, crowded shop floor at peak times",
    ],
    excerpt:
      "Noise, light, crowds and smells can make a visit overwhelming for autistic people and many others. Practical ways to make your space calmer.",
    category: "events-spaces",
    tags: ["sensory-friendly", "autism", "quiet hours", "lighting", "noise", "dementia"],
    content: `## When the environment is the barrier

For many people, the hardest part of visiting a shop, café, gym or office is not a step or a narrow door. It is the environment itself: loud music, announcements over a public address system, bright flickering lights, strong smells, crowds and the feeling of not knowing what will happen next. For autistic people, people with ADHD, people with dementia, people with migraine, anxiety or brain injury, and many others, these things can quickly become overwhelming and sometimes painful.

Making a space more sensory-friendly benefits far more people than you might expect, and much of it costs little.

### Understand sensory differences

People experience sensory input differently. Some are very sensitive to particular sounds, lights, textures or smells, and some seek out sensory input instead. The same person may cope well one day and struggle on another, especially when tired or anxious. Sensory overload is not bad behaviour or a choice; it is a real response to too much input. Staff who understand this will respond with patience instead of irritation.

### Sound

Noise is often the biggest problem. Turn background music down, or off, and avoid music with heavy bass. Reduce announcements, and make the ones you need short and clear. Look for noisy equipment, such as hand dryers, coffee grinders, beeping tills and fans, and see whether it can be moved, adjusted or used less at busy times. Soft furnishings, rugs, curtains and acoustic panels reduce echo in hard-surfaced rooms.

### Light

Replace flickering or buzzing fluorescent tubes. Avoid very bright, harsh lighting where you can, and reduce glare from shiny floors and windows. If you have flashing displays or screens, consider switching them off or slowing them down. Natural light, and lighting that can be dimmed, help many people.

### Smell and touch

Strong scents from air fresheners, cleaning products, perfume counters or cooking can be overwhelming. Choose unscented products where you can and ventilate well. Think about touch too: scratchy fabrics, crowded aisles where people brush past each other, and unexpected physical contact can all be distressing.

### Space and predictability

Crowds and not knowing what to expect are major sources of stress. Simple, clear layouts help, as do consistent signs with words and pictures. Tell people what to expect before they come: a short visual guide with photographs of the entrance, the main areas, the toilets and what happens at each step can make a real difference, particularly for children and adults who find new places hard.

Offer a quiet space where someone can step away for a few minutes. It does not need to be elaborate: a small room or a corner with soft lighting, a comfortable chair and no music can be enough. Make sure staff know it exists and can tell people about it discreetly.

### Quieter times

Some businesses run quiet hours or relaxed sessions, when music is off, lights are lowered, announcements are paused and staff are ready to help. Cinemas, museums, theatres, leisure centres and shops have all tried this. If you do, publicise the times clearly, keep to them reliably and ask people who use them what works. A relaxed session should also mean relaxed rules: people can come and go, move around, make noise and take breaks without being judged.

Remember, though, that quiet hours should add to everyday good practice, not replace it. Many people cannot choose when they shop or visit.

---

### Staff make the difference

Train staff to recognise when someone may be struggling and to respond calmly: offer a quieter space, speak slowly and simply, reduce questions, and give the person time. Some people may not be able to speak when they are overwhelmed. Some people choose to show that they have a hidden disability, for example by wearing a sunflower lanyard, but many do not, so staff should never wait for a sign before offering help.

Avoid telling a parent how to handle a child who is distressed, or asking someone to leave because of behaviour caused by sensory overload. Ask if there is anything you can do to help, and follow the person's lead.

### Ask the experts

The people who know most about what makes your space difficult are the people who struggle with it. Invite autistic people and local groups to visit and give feedback. Small changes, made consistently, can turn a place people avoid into a place they return to.`,
  },
  {
    title: "Writing in plain language",
    publishedOn: "2026-05-11",
    sources: [WRITING_FOR_GOV_UK, WAI_COGNITIVE],
    relatedQuickSolutions: [
      "Letters and leaflets with no easy read version",
      "Complicated instructions on self-service machines",
      "Menus and forms only available in small print",
    ],
    excerpt:
      "Clear writing is one of the cheapest accessibility improvements there is. How to write signs, letters, web pages and forms that everyone can understand.",
    category: "digital",
    tags: ["plain language", "writing", "easy read", "communication", "documents"],
    content: `## Clear writing is accessible writing

Every business writes: signs, web pages, e-mails, menus, letters, forms, terms and conditions. When that writing is long, formal and full of jargon, many people struggle to understand it, including people with learning disabilities, dyslexia, autism, brain injury, dementia, people who are tired or stressed, and people whose first language is not English, including many Deaf people whose first language is British Sign Language.

Plain language is not dumbing down. It is writing so that your reader can find what they need, understand it the first time and act on it. Experts and busy professionals prefer it too.

### Know your reader and your purpose

Before you write, ask two questions. Who is going to read this? What do they need to know or do after reading it? Put that first. Readers should not have to wade through background before finding out what is expected of them.

### Words

Use everyday words. Write 'buy' rather than 'purchase', 'help' rather than 'facilitate', 'start' rather than 'commence', and 'about' rather than 'in relation to'. Avoid jargon and abbreviations, or explain them the first time you use them.

Be consistent. If you call something a 'booking' in one place, do not call it a 'reservation' in the next. Readers may think they are different things.

Avoid idioms and figures of speech that do not mean what they say, such as 'touch base' or 'a ballpark figure'. Some readers take language literally, and for others they are simply confusing.

### Sentences

Keep sentences short. Many plain language guides suggest aiming for an average of around fifteen to twenty words, with one main idea in each sentence. Longer sentences are not wrong, but several in a row are hard going.

Use the active voice. Write 'we will send you a letter' rather than 'a letter will be sent to you'. The active voice says who does what, which is usually exactly what the reader needs to know.

Talk to the reader directly, using 'we' and 'you'. It is friendlier, and it makes responsibilities clear.

### Layout

Break text into short paragraphs with meaningful headings that say what each section is about. Readers scan headings to find what they need. Use lists for steps and options, with a number for steps that must happen in order.

Put important information where people will see it, not in small print at the bottom. Use a clear, plain font at a good size, left-aligned text, and plenty of space. Avoid long passages in capitals, italics or underlining, which are harder to read. Never rely on colour alone to carry meaning.

### Numbers, dates and instructions

Write dates in full, such as 3 March, rather than in numbers that can be read differently. Use numerals for numbers. Be precise about time: say 'by 5pm on Friday 3 March' rather than 'within five working days'. Give instructions as clear steps, and say what will happen next.

### Easy read

Some people, including many people with learning disabilities, need information in easy read: very simple words and short sentences, each supported by a picture. Easy read is a specialist format and is best produced with people who use it. Plain language helps everyone; easy read is an additional format for those who need it.

---

### Test it

The best test of your writing is to give it to people from your audience and see whether they understand it and can do what it asks. Watch where they hesitate. Reading it aloud yourself also helps: if you run out of breath or stumble, your reader will too.

Readability tools can give a rough score, and some word processors include one, but they measure surface features such as word and sentence length, not meaning. Use them as a prompt, not a verdict.

### Start small

Pick the three pieces of writing your customers read most, such as the homepage, a booking confirmation and your main sign, and rewrite them in plain language. Then keep going. Clear writing saves time for everyone: fewer phone calls asking what you meant, fewer mistakes and more customers who feel you are talking to them, not at them.`,
  },
];
