// Sample quick solutions, written for Real Access. Seeded into an empty database; migration 0009
// gave databases seeded before it the same bands and tags, matched by issue (ADR 020).
import type { CostBand, EffortBand } from "../../../shared/quick-solution-bands.ts";

export interface QuickSolutionSeed {
  /**
   * A stable name the self-assessment links its fixes by, so the team can reword the
   * issue without breaking the link. Never shown; never changed once released.
   */
  key: string;
  issue: string;
  whyItsAnIssue: string;
  possibleSolutions: string;
  /**
   * What the first step the solution describes costs a small UK business (2025 prices, before
   * staff time), and how much work it is. Bigger options the text mentions ("when you next
   * refit") are not what the band rates.
   */
  costBand: CostBand;
  effortBand: EffortBand;
  /** Words people search by that the text itself may not use. */
  tags: string[];
}

export const quickSolutionSeeds: QuickSolutionSeed[] = [
  {
    key: "single-step-at-the-shop-entrance",
    issue: "Single step at the shop entrance",
    whyItsAnIssue:
      "Even one step can stop a wheelchair user, someone with a mobility scooter or a parent with a pushchair from getting in at all. People who use a walking stick or have poor balance may also find it risky, especially in wet weather.",
    possibleSolutions:
      "Start with a portable ramp kept by the door, long enough to give a gradient no steeper than 1 in 12: a 15 cm step needs a ramp about 1.8 metres long, and a portable aluminium ramp for a single step usually costs £100 to £400, depending on its length. Fit a bell or buzzer 750–1000 mm above the ground beside the door, with a sign saying staff will bring the ramp out; a wireless bell costs about £30 to £100. Mark the step edge with a contrasting strip. If the space allows, a permanent ramp with handrails, or raising the ground at the threshold (with the council's agreement if it is the pavement), removes the need to ask for help.",
    costBand: "50-500",
    effortBand: "low",
    tags: ["ramp", "portable ramp", "step-free", "wheelchair", "pushchair", "doorbell"],
  },
  {
    key: "website-images-with-no-alt-text",
    issue: "Website images with no alt text",
    whyItsAnIssue:
      "Blind and partially sighted people using screen readers hear nothing useful, or just a file name, when an image has no text alternative. If the image shows opening times, prices or directions, they miss that information completely.",
    possibleSolutions:
      "Add short alt text to every meaningful image describing what it shows or does, such as 'Map showing our entrance on the side street'. Leave the alt attribute empty for purely decorative images so they are skipped. Never put key details only in a picture: repeat opening times, prices and contact details as real text on the page.",
    costBand: "free",
    effortBand: "low",
    tags: ["alt text", "screen reader", "blind", "images", "website"],
  },
  {
    key: "job-adverts-that-list-requirements-the-role-doesn-t-really-need",
    issue: "Job adverts that list requirements the role doesn't really need",
    whyItsAnIssue:
      "Asking for a full driving licence, 'excellent written English' or the ability to stand all day when the job doesn't need them quietly screens out disabled candidates. Many people simply won't apply, so you never see their skills.",
    possibleSolutions:
      "Check every requirement against what the job actually involves day to day, and cut or soften anything that isn't essential. Say clearly that you'll make reasonable adjustments during recruitment, as the law expects (the Equality Act 2010 in Great Britain, the Disability Discrimination Act 1995 in Northern Ireland), and give a named contact. Offer the application in other formats, such as a phone conversation, a Word document or a short video.",
    costBand: "free",
    effortBand: "low",
    tags: ["recruitment", "job adverts", "hiring", "reasonable adjustments"],
  },
  {
    key: "loud-background-music-in-the-cafe",
    issue: "Loud background music in the café",
    whyItsAnIssue:
      "Music over conversation makes it very hard for people with hearing loss or hearing aids to follow what staff say. It can also be overwhelming for autistic people and anyone with sensory processing differences, who may leave rather than order.",
    possibleSolutions:
      "Turn the volume down, or switch music off during quieter times of day. Move speakers away from the till and seating areas where people talk most. Soft furnishings, curtains and acoustic panels cut echo in hard-surfaced rooms. Ask regular customers what works for them, and consider a set quiet time each week that you advertise.",
    costBand: "free",
    effortBand: "low",
    tags: [
      "hard of hearing",
      "hearing aids",
      "hearing loss",
      "noise",
      "quiet",
      "sensory",
      "autism",
    ],
  },
  {
    key: "phone-number-as-the-only-way-to-get-in-touch",
    issue: "Phone number as the only way to get in touch",
    whyItsAnIssue:
      "Deaf people, people with speech differences and many people with anxiety or autism can't use the phone, or find it very stressful. If phone is the only option, they can't book, ask a question or complain.",
    possibleSolutions:
      "Add an email address and a simple contact form to your website, and check them as often as you answer the phone. A mobile number that accepts text messages costs very little. Make sure staff know how to take calls through Relay UK, the text relay service, and consider offering BSL users a video call option for longer conversations.",
    costBand: "under-50",
    effortBand: "low",
    tags: ["deaf", "hearing loss", "text message", "email", "Relay UK", "anxiety"],
  },
  {
    key: "complicated-instructions-on-self-service-machines",
    issue: "Complicated instructions on self-service machines",
    whyItsAnIssue:
      "Long on-screen steps, jargon and small print can leave people with learning disabilities, dementia or low literacy stuck at the machine. The pressure of a queue behind them makes it harder still, and some give up and leave.",
    possibleSolutions:
      "Rewrite the instructions as a few short numbered steps in plain words, with a picture for each step if you can. Put a clear sign next to the machine saying staff are happy to help, and make sure someone is nearby at busy times. Always keep at least one staffed till or counter open so nobody is forced to use the machine.",
    costBand: "under-50",
    effortBand: "low",
    tags: ["plain language", "learning disability", "dementia", "self-service", "signs"],
  },
  {
    key: "heavy-front-door-with-a-strong-closer",
    issue: "Heavy front door with a strong closer",
    whyItsAnIssue:
      "A door that needs real force to open can defeat wheelchair users, older people, people with arthritis or limited grip, and anyone carrying shopping or a child. Self-closing doors that swing back quickly can also knock people off balance.",
    possibleSolutions:
      "Ask a locksmith or door fitter to adjust the closer so the door opens with light force and closes slowly; building regulations guidance suggests no more than 30 newtons at the leading edge when first opening. In good weather, hold the door open safely. Fit a lever or D-shaped handle, and for busy entrances consider a powered door with a push pad at a reachable height.",
    costBand: "50-500",
    effortBand: "low",
    tags: ["door closer", "heavy door", "wheelchair", "arthritis", "entrance"],
  },
  {
    key: "booking-system-that-can-t-be-used-with-a-keyboard-alone",
    issue: "Booking system that can't be used with a keyboard alone",
    whyItsAnIssue:
      "People who can't use a mouse, including many with limited hand movement, tremors or sight loss, rely on the keyboard or switch devices. If date pickers or buttons only respond to a click, they can't complete a booking without help.",
    possibleSolutions:
      "Try booking yourself using only the Tab, Enter and arrow keys, and note where you get stuck or lose track of where you are. Ask your website provider to fix those points and make the focus outline clearly visible. Let people type a date instead of using a calendar widget, and offer an email or text route to book as a fallback.",
    costBand: "50-500",
    effortBand: "medium",
    tags: ["keyboard", "online booking", "website", "switch access", "digital"],
  },
  {
    key: "hearing-loop-missing-switched-off-or-not-signed",
    issue: "Hearing loop missing, switched off or not signed",
    whyItsAnIssue:
      "Many hearing aid users rely on a loop to hear clearly at a counter, especially through glass screens or in noisy rooms. A loop that is switched off, faulty or not signposted is no help, and people often don't know to ask.",
    possibleSolutions:
      "If you have a loop, check it works every day with a simple loop listener and show staff how to switch it on. Display the ear symbol with a 'T' on the counter and at the entrance so people know to switch their hearing aid to the T setting. If you don't have one, a portable counter loop is an affordable starting point.",
    costBand: "50-500",
    effortBand: "low",
    tags: ["hard of hearing", "hearing loop", "induction loop", "hearing aids", "deaf", "counter"],
  },
  {
    key: "interviews-that-rely-on-quick-answers-under-pressure",
    issue: "Interviews that rely on quick answers under pressure",
    whyItsAnIssue:
      "Fast-paced interviews favour people who think aloud quickly. Autistic candidates, people with dyslexia, ADHD, anxiety or a stammer may have exactly the skills you need but struggle to show them when questions come without warning.",
    possibleSolutions:
      "Send the main questions or topics a day or two beforehand, and tell candidates who they'll meet, how long it will take and what the room is like. Allow extra time and breaks, and let people bring notes. Consider a practical task or a short trial shift instead of a formal panel, and always ask in advance what adjustments would help.",
    costBand: "free",
    effortBand: "low",
    tags: ["recruitment", "interviews", "autism", "dyslexia", "ADHD", "neurodivergent", "stammer"],
  },
  {
    key: "flickering-or-harsh-overhead-lighting",
    issue: "Flickering or harsh overhead lighting",
    whyItsAnIssue:
      "Flickering tubes and very bright, glaring lights can trigger migraines, cause eye strain and be distressing for autistic people. For some people with photosensitive epilepsy, flicker can be a real health risk.",
    possibleSolutions:
      "Replace any tube that flickers or hums straight away rather than waiting for it to fail. When updating fittings, choose good-quality flicker-free LED lighting with diffusers to soften glare, and dimmable controls if you can. Keep a corner or room with softer, more natural light, and let staff adjust lighting near their own workstations.",
    costBand: "under-50",
    effortBand: "low",
    tags: ["lighting", "migraine", "epilepsy", "glare", "sensory", "autism"],
  },
  {
    key: "accessible-toilet-used-as-a-storeroom",
    issue: "Accessible toilet used as a storeroom",
    whyItsAnIssue:
      "Boxes, cleaning trolleys or baby changing units placed in the accessible toilet block the turning space that wheelchair users need. Emergency cords tied up out of the way can leave someone who has fallen unable to call for help.",
    possibleSolutions:
      "Clear the room and keep it clear: add it to daily cleaning checks. Make sure the red emergency cord hangs free almost to floor level and that the alarm is heard by staff who know how to respond. Check the grab rails, tap and flush are all reachable from the toilet. If storage is tight, find it elsewhere rather than using the only accessible space.",
    costBand: "free",
    effortBand: "low",
    tags: ["accessible toilet", "toilets", "emergency cord", "wheelchair"],
  },
  {
    key: "pdf-menus-and-price-lists-that-screen-readers-can-t-read",
    issue: "PDF menus and price lists that screen readers can't read",
    whyItsAnIssue:
      "Scanned or image-based PDFs appear blank to screen reader users and can't be enlarged without blurring. On a phone they are fiddly to zoom and scroll, which affects people with low vision and anyone with limited dexterity.",
    possibleSolutions:
      "Put your menu or price list directly on a web page as ordinary text, which is usually easier than fixing the PDF. If you must use a PDF, create it from a Word document with proper headings and export it as a tagged PDF, not a scan. Add a line offering the information in large print or by email, and keep the printed version in a clear font.",
    costBand: "free",
    effortBand: "low",
    tags: ["PDF", "menu", "screen reader", "blind", "low vision", "documents"],
  },
  {
    key: "queues-with-no-clear-system-or-signs",
    issue: "Queues with no clear system or signs",
    whyItsAnIssue:
      "When it isn't obvious where to queue or whose turn it is, people with learning disabilities, autism or anxiety can find the uncertainty very stressful. People who can't stand for long may have nowhere to wait without losing their place.",
    possibleSolutions:
      "Mark where the queue starts with a simple sign or floor markings, and say what happens next, such as 'Wait here, we'll call you over'. Put a chair or two near the queue and let people hold their place while seated. A ticket or name system at busy counters helps, and staff can quietly offer priority to anyone who asks for it.",
    costBand: "under-50",
    effortBand: "low",
    tags: ["queue", "seating", "waiting", "anxiety", "autism", "learning disability"],
  },
  {
    key: "signage-with-small-text-and-poor-colour-contrast",
    issue: "Signage with small text and poor colour contrast",
    whyItsAnIssue:
      "Signs with thin, small or pale lettering are hard to read for people with sight loss, older customers and people with dyslexia. Signs set too high, placed against busy backgrounds or shiny enough to reflect light are easy to miss altogether.",
    possibleSolutions:
      "Use a large, plain sans serif font with dark text on a light background, or the reverse, and a matt finish to avoid glare. Put signs at eye level where people will look for them, and keep the wording short. Add simple symbols alongside words for toilets, exits and lifts, and use raised lettering or braille on fixed room signs where people can touch them.",
    costBand: "50-500",
    effortBand: "medium",
    tags: ["signs", "signage", "contrast", "low vision", "dyslexia", "braille", "wayfinding"],
  },
  {
    key: "counter-too-high-for-wheelchair-users",
    issue: "Counter too high for wheelchair users",
    whyItsAnIssue:
      "A high counter means wheelchair users, people of short stature and children can't see staff, sign paperwork or use a card machine comfortably. Conversations end up happening over their heads, which is awkward and undignified.",
    possibleSolutions:
      "Keep the card machine on a flexible lead or a hand-held terminal so it can be passed down. Offer a clipboard for signing, and have staff come round the counter when it helps. When refitting, include a lowered section around 760 mm high with clear knee space underneath, and keep that section free of displays and clutter.",
    costBand: "under-50",
    effortBand: "low",
    tags: ["counter", "reception", "card machine", "wheelchair", "short stature"],
  },
  {
    key: "staff-with-hidden-conditions-not-offered-adjustments",
    issue: "Staff with hidden conditions not offered adjustments",
    whyItsAnIssue:
      "Staff with conditions such as long COVID, Crohn's disease, chronic pain, mental health conditions or dyslexia may not look disabled and worry about being judged. Without support they can struggle in silence until it affects their health or they leave.",
    possibleSolutions:
      "Tell everyone how to ask for adjustments, who to speak to and that it will be treated in confidence. Train managers to have supportive conversations focused on what helps, not on diagnoses. Simple changes like flexible hours, extra breaks or a quieter desk often cost nothing. Point staff to Access to Work, which can help fund support, equipment and travel.",
    costBand: "free",
    effortBand: "low",
    tags: [
      "hidden disabilities",
      "reasonable adjustments",
      "staff",
      "mental health",
      "Access to Work",
      "workplace",
    ],
  },
  {
    key: "strong-air-fresheners-and-scented-cleaning-products",
    issue: "Strong air fresheners and scented cleaning products",
    whyItsAnIssue:
      "Heavy fragrances can trigger asthma attacks, migraines and allergic reactions, and some people with sensory sensitivities or chemical sensitivity find them overpowering. These customers and staff may avoid your premises entirely.",
    possibleSolutions:
      "Remove plug-in and spray air fresheners and rely on good ventilation instead. Switch to unscented or low-fragrance cleaning products, and clean strongly scented areas outside opening hours where possible. If you sell candles, soaps or perfumes, keep them in closed displays or a separate area away from the entrance and till.",
    costBand: "free",
    effortBand: "low",
    tags: ["fragrance", "scent", "asthma", "allergies", "chemical sensitivity", "sensory"],
  },
  {
    key: "videos-posted-without-captions",
    issue: "Videos posted without captions",
    whyItsAnIssue:
      "Deaf and hard of hearing people miss everything that is spoken in a video without captions. Captions also help people whose first language isn't English, people with processing differences and anyone watching with the sound off.",
    possibleSolutions:
      "Switch on the automatic captions most video platforms offer, then read through and correct names, places and mistakes before publishing. For short social media clips, add captions in your editing app and keep them on screen long enough to read. Provide a text transcript for longer videos, and consider BSL interpretation for important information.",
    costBand: "free",
    effortBand: "low",
    tags: ["captions", "subtitles", "hard of hearing", "deaf", "video", "transcript"],
  },
  {
    key: "layout-that-s-hard-to-find-your-way-around",
    issue: "Layout that's hard to find your way around",
    whyItsAnIssue:
      "Corridors that look the same, unlabelled doors and routes that change without warning can leave people with dementia, learning disabilities, autism or sight loss feeling lost and anxious. Some will avoid coming back rather than risk it again.",
    possibleSolutions:
      "Walk the route from the entrance as a first-time visitor and put clear signs at every point where you had to think. Use colour, landmarks or pictures to make areas distinct, and label doors with words and symbols. Put a simple map on your website and at the entrance, and tell people in advance about any temporary changes such as works.",
    costBand: "50-500",
    effortBand: "medium",
    tags: ["wayfinding", "signs", "map", "dementia", "learning disability", "autism"],
  },
  {
    key: "letters-and-leaflets-with-no-easy-read-version",
    issue: "Letters and leaflets with no easy read version",
    whyItsAnIssue:
      "Dense text, long sentences and official language make important information hard to follow for people with learning disabilities, low literacy or brain injury. They may miss appointments, charges or their rights because they couldn't understand the letter.",
    possibleSolutions:
      "Choose your single most important document, such as a booking form, your prices or what happens at an appointment, and have an easy read version made, with one short idea to each sentence and a picture beside each point. Ask a specialist easy read writer, or a local self-advocacy group of people with learning disabilities, for a quote to write it or to check your own draft. Test the draft with people who will use it, and change whatever they find unclear. Offer to go through any letter in person or by phone, and say on the letter how to ask.",
    costBand: "50-500",
    effortBand: "medium",
    tags: [
      "easy read",
      "plain English",
      "plain language",
      "learning disability",
      "letters",
      "documents",
    ],
  },
  {
    key: "remote-working-requests-turned-down-without-real-thought",
    issue: "Remote working requests turned down without real thought",
    whyItsAnIssue:
      "For some disabled staff, travel, a noisy office or unpredictable symptoms make working on site every day exhausting or impossible. A flat refusal can push skilled people out of work when a practical arrangement might have suited everyone.",
    possibleSolutions:
      "Look at each request on its merits, asking which tasks genuinely need someone on site and which could be done at home. Try a trial period with regular check-ins before deciding. Remember that working from home can be a reasonable adjustment under the Equality Act 2010 (in Northern Ireland, the Disability Discrimination Act 1995), and that Access to Work may help with equipment or support at home.",
    costBand: "free",
    effortBand: "low",
    tags: [
      "working from home",
      "remote working",
      "flexible working",
      "reasonable adjustments",
      "staff",
      "Access to Work",
    ],
  },
  {
    key: "parking-bays-for-blue-badge-holders-too-narrow-or-blocked",
    issue: "Parking bays for Blue Badge holders too narrow or blocked",
    whyItsAnIssue:
      "Disabled drivers and passengers often need extra space beside the car to open doors fully, use a wheelchair or unload a scooter. Bays that are narrow, far from the entrance or used by delivery vans mean they may not be able to visit at all.",
    possibleSolutions:
      "Repaint bays so there is a clear zone about 1.2 metres wide alongside and behind each one, and place them as close to the entrance as you can. Put up clear signs and ask staff and delivery drivers not to use them. Check the route from the bays to the door is level, well lit and free of kerbs, and mention the parking on your website.",
    costBand: "50-500",
    effortBand: "medium",
    tags: ["parking", "Blue Badge", "car park", "wheelchair"],
  },
  {
    key: "busy-crowded-shop-floor-at-peak-times",
    issue: "Busy, crowded shop floor at peak times",
    whyItsAnIssue:
      "Crowds, noise and close contact can be overwhelming for autistic people, people with anxiety, dementia or sensory processing differences. Crowded aisles are also hard to get through with a wheelchair, walking frame or guide dog.",
    possibleSolutions:
      "Run a regular quiet hour with lower music, dimmer lighting where possible and fewer announcements, and advertise it clearly. Keep aisles wide and free of stock cages and promotional stands. Tell people online when you are usually quietest, and consider offering a booked visit or click and collect for those who prefer to avoid the shop floor.",
    costBand: "free",
    effortBand: "medium",
    tags: ["quiet hour", "crowds", "noise", "sensory", "autism", "dementia", "anxiety"],
  },
  {
    key: "social-media-posts-with-text-inside-images",
    issue: "Social media posts with text inside images",
    whyItsAnIssue:
      "When offers, dates or event details exist only as text inside a graphic, screen readers can't read them and people with low vision struggle to zoom. Stylish fonts and busy backgrounds make them harder still for people with dyslexia.",
    possibleSolutions:
      "Repeat the key information in the written part of the post, not just in the image. Use the platform's alt text option to describe each image briefly. Keep text on graphics short, with strong contrast and a plain font. For hashtags made of several words, capitalise each word, as in #AccessForAll, so screen readers can pronounce them properly.",
    costBand: "free",
    effortBand: "low",
    tags: ["social media", "alt text", "images", "hashtags", "screen reader", "low vision"],
  },
  {
    key: "rushed-service-at-the-till",
    issue: "Rushed service at the till",
    whyItsAnIssue:
      "When staff speak quickly and expect an instant answer, people with dementia, learning disabilities, a stammer or who process information slowly can feel flustered and make mistakes with payment. Some stop using the shop to avoid the pressure.",
    possibleSolutions:
      "Brief staff to slow down, speak clearly and give people time to answer without finishing their sentences for them. Keep a slower, staffed till open at busy times and let customers know they are welcome to use it. Recognise the Sunflower lanyard and similar signals, and make sure prices are easy to see so nobody has to ask.",
    costBand: "free",
    effortBand: "low",
    tags: [
      "customer service",
      "staff training",
      "till",
      "dementia",
      "stammer",
      "Sunflower lanyard",
      "hidden disabilities",
    ],
  },
  {
    key: "no-directions-for-visitors-who-don-t-drive",
    issue: "No directions for visitors who don't drive",
    whyItsAnIssue:
      "Many disabled people don't drive, and whether they can visit depends on how far the nearest stop is, whether the station is step-free and whether the pavement on the way is passable. If you only give a postcode and parking details, they have to find all of that out for themselves, or give up.",
    possibleSolutions:
      "Add a short 'getting here' section to your website with the nearest bus stops and routes, the nearest station and whether it has step-free access, and the walking distance to your door. Mention any hills, busy crossings or rough pavements on the way, and the best place for a taxi or lift to drop someone off close to the entrance. Check the details now and then, as bus routes and stations change.",
    costBand: "free",
    effortBand: "low",
    tags: ["getting here", "directions", "public transport", "bus", "train", "access information"],
  },
  {
    key: "entrance-door-too-narrow-for-a-wheelchair-or-scooter",
    issue: "Entrance door too narrow for a wheelchair or scooter",
    whyItsAnIssue:
      "Building guidance (Approved Document M and BS 8300-2) accepts an effective clear width of 775 mm at the entrance of an existing building and expects about 1000 mm at a new public entrance. Below that, wheelchair users scrape their knuckles on the frame and larger wheelchairs and scooters can't get through, and visitors rarely know the width before they travel, so some make the journey only to find they can't get in.",
    possibleSolutions:
      "Measure the effective clear width with the door fully open: from the face of the door, or its handle or closer arm if they stick out further, straight across to the door stop on the other side of the frame, at the narrowest point. Publish the measurement on your website, so visitors can decide before they travel. If you have double doors, open both halves during opening hours or whenever someone asks, and move anything that narrows the gap, such as a display or a coat stand beside the frame. Rehanging the door on wide-throw hinges can gain a few centimetres cheaply; widening the opening, ideally to about 1000 mm, is a bigger job best done during a refit.",
    costBand: "free",
    effortBand: "low",
    tags: ["door width", "doorway", "wheelchair", "mobility scooter", "entrance"],
  },
  {
    key: "step-free-entrance-round-the-back-locked-or-unsigned",
    issue: "Step-free entrance round the back, locked or unsigned",
    whyItsAnIssue:
      "A step-free side or rear entrance only helps if people can find it and get through it. Wheelchair users are too often left outside a locked door beside the bins, waiting for someone to notice them, while everyone else walks straight in.",
    possibleSolutions:
      "Put a clear sign at the main entrance saying where the step-free entrance is and how far away it is, and sign the route to it; a printed sign costs about £15 to £50. Keep that route clear, level and well lit, and keep the door unlocked whenever you are open, or fit a bell or intercom at a reachable height that staff always answer; a wireless bell costs about £30 to £100. Describe it in your access information, with a photo, so people can head straight there.",
    costBand: "50-500",
    effortBand: "low",
    tags: ["step-free", "side entrance", "wheelchair", "signs", "doorbell", "intercom"],
  },
  {
    key: "a-boards-and-bins-blocking-the-way-in",
    issue: "A-boards and bins blocking the way in",
    whyItsAnIssue:
      "Advertising boards, bins, bike racks and outside tables narrow the pavement and the path to the door. Blind and partially sighted people can walk into them, and wheelchair users, scooter users and parents with pushchairs may have to go into the road to get past.",
    possibleSolutions:
      "Walk the route from the pavement to your door and move anything that narrows it, leaving a clear width of at least 1.5 metres where you can. If you keep an A-board, stand it against your own wall rather than in the middle of the pavement, or replace it with a sign fixed to the building. Store bins out of the way between collections, and check the route each morning as part of opening up.",
    costBand: "free",
    effortBand: "low",
    tags: ["A-board", "pavement", "obstacles", "blind", "wheelchair", "pushchair"],
  },
  {
    key: "part-of-the-premises-only-reachable-by-stairs",
    issue: "Part of the premises only reachable by stairs",
    whyItsAnIssue:
      "When the toilets, a meeting room, a fitting room or the best seating are up or down a flight of stairs, wheelchair users and people who can't manage steps miss out, even after getting through the front door. Being told at the foot of the stairs that there is no other way is a common and disheartening experience.",
    possibleSolutions:
      "List what happens in each part of the building that needs stairs, and find a way to offer the same thing on the level: a ground-floor meeting room, table service downstairs, or bringing items down to the customer. Fit handrails on both sides of the stairs and contrasting strips on the step edges for people who can manage stairs with support. Say clearly in your access information which areas have steps, and look at a platform lift or stairlift when you next refit.",
    costBand: "free",
    effortBand: "medium",
    tags: ["stairs", "steps", "step-free", "lift", "handrails", "wheelchair"],
  },
  {
    key: "no-changing-places-toilet-and-no-word-on-where-to-find-one",
    issue: "No Changing Places toilet, and no word on where to find one",
    whyItsAnIssue:
      "A standard accessible toilet isn't enough for people who need a hoist, an adult-sized changing bench and room for one or two carers. Without a Changing Places toilet nearby, families may have to change someone on a toilet floor, or cut a day out short after a couple of hours.",
    possibleSolutions:
      "Look up the nearest Changing Places toilet on the official online map and name it, with its opening hours, on your website and in your access information. If you run a large venue, shop or attraction, plan one into your next major building work: since 2021 England's building guidance, Approved Document M, has expected one in larger new buildings open to the public, such as venues, museums and other places of assembly for 350 or more people, shops of 2,500 square metres or more, large shopping centres and sports centres, hospitals and crematoria. Scotland, Wales and Northern Ireland set their own building rules, so ask your building control body what applies to your project. Where space is tight, ask suppliers about modular units that fit into an existing room or stand outside.",
    costBand: "free",
    effortBand: "low",
    tags: ["Changing Places", "toilets", "hoist", "carers", "access information"],
  },
  {
    key: "access-equipment-that-staff-don-t-know-about",
    issue: "Access equipment that staff don't know about",
    whyItsAnIssue:
      "A portable ramp, a hearing loop or a large-print menu only helps if the person on shift knows it exists, where it is and how to use it. Disabled customers are often told 'we don't have one' about equipment that is sitting in a cupboard.",
    possibleSolutions:
      "Write a one-page list of your access equipment: what it is, where it's kept and how to use it, with a photo of each item. Go through it with every new starter in their first week, including weekend and temporary staff, and pin it up behind the counter. Check each item works as part of your weekly checks, and replace flat batteries or broken parts straight away.",
    costBand: "free",
    effortBand: "low",
    tags: [
      "staff training",
      "equipment",
      "portable ramp",
      "hearing loop",
      "large print",
      "induction",
    ],
  },
  {
    key: "assistance-dogs-turned-away-at-the-door",
    issue: "Assistance dogs turned away at the door",
    whyItsAnIssue:
      "Assistance dogs help people with sight loss, deafness, epilepsy, diabetes, autism and many other conditions, and not all of them wear a jacket or harness. Being refused entry, or questioned at length in front of other customers, is humiliating, and under the Equality Act 2010 in Great Britain, or the Disability Discrimination Act 1995 in Northern Ireland, it is usually unlawful, even where food is served.",
    possibleSolutions:
      "Tell every member of staff, including new and temporary starters, that assistance dogs are always welcome, including where food is served, and that they shouldn't ask for proof or a detailed explanation. Put an 'assistance dogs welcome' sign on the door so visitors know before they come in. Ask staff and customers not to stroke, feed or distract a working dog, and offer a bowl of water on hot days.",
    costBand: "free",
    effortBand: "low",
    tags: ["assistance dogs", "guide dogs", "blind", "Equality Act 2010", "staff training"],
  },
  {
    key: "staff-hanging-up-on-relay-uk-calls",
    issue: "Staff hanging up on Relay UK calls",
    whyItsAnIssue:
      "Deaf people and people with speech differences can phone any business through Relay UK, with a relay assistant typing or speaking for them. The call starts with a recorded announcement and has pauses while the assistant relays, so staff sometimes mistake it for a sales call and hang up.",
    possibleSolutions:
      "Tell everyone who answers the phone what a Relay UK call sounds like, and that they should stay on the line and speak to the caller, not to the assistant. Speak normally, say 'go ahead' when you have finished so the caller knows it's their turn, and allow a little more time. Mention on your contact page that you welcome calls through Relay UK.",
    costBand: "free",
    effortBand: "low",
    tags: ["Relay UK", "phone", "deaf", "hearing loss", "speech", "staff training"],
  },
  {
    key: "no-plan-for-british-sign-language-users",
    issue: "No plan for British Sign Language users",
    whyItsAnIssue:
      "For many Deaf people, British Sign Language is their first language and English a second one, so notes and lipreading aren't enough for an important conversation. Interpreters are in short supply, and a business that hasn't worked out how to book one often ends up asking a relative, or even a child, to interpret.",
    possibleSolutions:
      "Find a registered BSL interpreter or an agency near you now, and note how much notice they need and what they charge, as interpreters are paid for their time, often with a minimum booking and travel, so the cost belongs in your budget before anyone asks. For shorter conversations, a video interpreting service can connect you with an interpreter on a tablet or phone within minutes. Say on your website that Deaf customers can ask for an interpreter, and never rely on a relative or child to interpret anything important, such as health or money matters.",
    costBand: "free",
    effortBand: "low",
    tags: ["BSL", "British Sign Language", "sign language", "interpreter", "deaf"],
  },
  {
    key: "menus-and-forms-only-available-in-small-print",
    issue: "Menus and forms only available in small print",
    whyItsAnIssue:
      "Small print on menus, price lists, forms and leaflets is hard or impossible to read for people with low vision, and many older customers struggle with it too. Having to ask someone else to read it aloud takes away their privacy and their choice.",
    possibleSolutions:
      "Make a large-print version of your menu, price list or most-used form, using a plain font at 16 to 18 point on matt paper, with strong contrast and plenty of space. Keep a few copies at the counter or reception and ask staff to offer them. Add a line to your printed materials and website saying other formats are available, and keep an editable copy so you can print one on request.",
    costBand: "under-50",
    effortBand: "low",
    tags: ["large print", "menu", "forms", "low vision", "older customers"],
  },
  {
    key: "no-access-information-for-visitors-planning-a-trip",
    issue: "No access information for visitors planning a trip",
    whyItsAnIssue:
      "Many disabled people research a visit before they leave home, and if they can't find out about steps, parking, toilets or noise, they often decide not to risk it. A vague 'we are fully accessible' isn't much help either, because it doesn't say what people actually need to know.",
    possibleSolutions:
      "Write a short, honest access guide covering how to get to you, the entrance, moving around inside, the toilets and how to ask for help, with measurements where they matter, such as step heights and door widths. Add photos of the entrance, the route inside and the toilet. Put it on your website where people look for opening times, link to it from booking confirmations, and update it whenever something changes.",
    costBand: "free",
    effortBand: "medium",
    tags: ["access guide", "access information", "access statement", "website", "planning a visit"],
  },
  {
    key: "website-text-too-faint-to-read",
    issue: "Website text too faint to read",
    whyItsAnIssue:
      "Pale grey text on white, thin fonts and words laid over photographs are hard to read for people with low vision, colour blindness or dyslexia, and for anyone using a phone outdoors. If buttons and links are faint too, people may not even find how to book or buy.",
    possibleSolutions:
      "Check your text and background colours with a free online contrast checker, aiming for a ratio of at least 4.5 to 1 for normal text and 3 to 1 for large text. Darken grey text, avoid putting words over busy photos, or add a solid panel behind them. Use a plain font at a comfortable size, and change the colours in your website's theme or style settings, or ask your web designer to, so every page improves at once.",
    costBand: "free",
    effortBand: "low",
    tags: ["contrast", "colour", "website", "low vision", "dyslexia", "fonts"],
  },
  {
    key: "no-sign-to-disabled-jobseekers-that-they-re-welcome",
    issue: "No sign to disabled jobseekers that they're welcome",
    whyItsAnIssue:
      "Many disabled people expect, from experience, that an employer won't want them or won't make adjustments, so they don't apply. Without a visible commitment, good candidates pass you by, and your own staff may not feel safe saying they are disabled.",
    possibleSolutions:
      "Add a line to every job advert and application pack saying you welcome disabled applicants and will make adjustments at any stage, with a named person to contact and more than one way to reach them. Sign up to Disability Confident, the government scheme for employers, starting at the first level, Disability Confident Committed, which you complete online; joining costs nothing at any of its three levels. It asks you to commit to a few basic actions, such as accessible recruitment and making reasonable adjustments, and lets you show the scheme's badge on adverts and your website. Check the current requirements on GOV.UK, then work towards the higher levels, Disability Confident Employer and Disability Confident Leader, which ask you to review how you recruit and keep disabled staff.",
    costBand: "free",
    effortBand: "low",
    tags: ["Disability Confident", "recruitment", "employers", "job adverts", "hiring"],
  },
  // Every self-assessment fix links to a quick solution by key; these nine were written
  // for the fixes that had none.
  {
    key: "jargon-in-leaflets-letters-and-web-pages",
    issue: "Jargon in leaflets, letters and web pages",
    whyItsAnIssue:
      "Long sentences, formal words and insider terms make information hard to follow for people with learning disabilities, dyslexia, dementia or a brain injury, and for many Deaf people whose first language is British Sign Language. People who can't understand your prices, terms or directions may guess wrong, ring up to ask, or quietly go elsewhere.",
    possibleSolutions:
      "Pick the three things your customers read most, such as your home page, a booking confirmation and your menu or price list, and rewrite those first. Put what the reader needs to know or do at the top, keep most sentences under about 20 words, and swap formal words for everyday ones, such as 'buy' for 'purchase' and 'start' for 'commence'. Explain any term you can't avoid the first time you use it. Ask someone who doesn't know your business to find a price, a date or what to do next in each, and rewrite wherever they hesitate.",
    costBand: "free",
    effortBand: "medium",
    tags: [
      "plain English",
      "plain language",
      "jargon",
      "writing",
      "learning disability",
      "dyslexia",
      "dementia",
    ],
  },
  {
    key: "no-accessibility-statement-on-your-website",
    issue: "No accessibility statement on your website",
    whyItsAnIssue:
      "When part of a website doesn't work with a screen reader, a keyboard or a magnifier, disabled visitors need to know what to expect and how else to get what they came for. Public bodies in the UK must publish a statement; a business doesn't have to, but without one, someone who gets stuck has no way to book, buy or ask, and may decide you don't want their custom.",
    possibleSolutions:
      "Write a short page headed 'Accessibility' saying what you have done to make your website easy to use, and be honest about anything you know doesn't work yet, such as an old PDF or a booking system you don't control. Give at least two other ways to get the same information or service, such as e-mail, phone or text, and say how quickly you reply. Link to the page from the footer of every page. Review it whenever the site changes, and at least once a year.",
    costBand: "free",
    effortBand: "low",
    tags: ["accessibility statement", "website", "digital", "screen reader", "WCAG", "contact"],
  },
  {
    key: "no-written-policy-on-treating-disabled-people-fairly",
    issue: "No written policy on treating disabled people fairly",
    whyItsAnIssue:
      "Without anything in writing, each member of staff has to guess what to do when a disabled customer or colleague needs something done differently, and the answer depends on who is on shift. A short policy makes your expectations clear, helps new starters, and shows disabled people that you thought about them before they had to ask.",
    possibleSolutions:
      "Write one page in plain English saying how you welcome disabled customers, how anyone can ask for an adjustment, who decides and how quickly, and how you support disabled staff. Say that nobody has to prove they are disabled before a simple change is made, and that anything people tell you about their health is kept confidential. Go through it with every member of your team and every new starter, and keep it where staff can find it. Compare it with the guidance of the Equality and Human Rights Commission in Great Britain, or the Equality Commission for Northern Ireland, and review it once a year.",
    costBand: "free",
    effortBand: "low",
    tags: [
      "equality policy",
      "policy",
      "Equality Act 2010",
      "reasonable adjustments",
      "staff",
      "customers",
    ],
  },
  {
    key: "aisles-and-walkways-too-narrow-or-cluttered",
    issue: "Aisles and walkways too narrow or cluttered",
    whyItsAnIssue:
      "Displays, stock, spare chairs and tables creep into walkways over time. Wheelchair and scooter users get stuck or have to ask for things to be moved, people with walking frames have nowhere to turn, and blind and partially sighted people walk into things that weren't there yesterday.",
    possibleSolutions:
      "Walk your main routes at a busy time and move displays, stock cages, spare chairs and bins out of the way, aiming for a clear width of at least 1.2 metres, and 1.8 metres where people need to pass each other. Leave a space about 1.5 metres square where a wheelchair user can turn, at the counter, by the toilets and at the end of any aisle. Keep things in the same place from day to day, so people who can't see them can learn the layout. Add 'walkways clear' to your opening checks. When you next rearrange or refit, plan the layout around the routes rather than fitting the routes around the furniture.",
    costBand: "free",
    effortBand: "low",
    tags: ["aisles", "walkways", "clutter", "layout", "wheelchair", "blind", "low vision"],
  },
  {
    key: "no-accessible-toilet",
    issue: "No accessible toilet",
    whyItsAnIssue:
      "Many disabled people plan their day around toilets. Without an accessible one, wheelchair users and people who need grab rails or more room have to keep visits short, leave early or not come at all, and finding out only after they arrive is far worse than knowing in advance.",
    possibleSolutions:
      "Say honestly on your website and in your access information that you don't have an accessible toilet, and name the nearest one, with how far away it is, its opening hours and whether it needs a Radar key. As a next step, ask a builder or access consultant to look at the toilet you have: grab rails, a lever tap, a door that opens outwards or a wider door may make it usable by more people, even if it never becomes a full accessible toilet, and fitted grab rails cost roughly £50 to £150 each. Describe any improved toilet exactly as it is, with measurements, rather than calling it accessible. Plan a full accessible toilet into your next refit, and get a quote early, as it usually needs more room and, if you rent, your landlord's consent.",
    costBand: "free",
    effortBand: "medium",
    tags: [
      "accessible toilet",
      "toilets",
      "grab rails",
      "wheelchair",
      "Radar key",
      "access information",
      "refit",
    ],
  },
  {
    key: "nowhere-quiet-to-take-a-break",
    issue: "Nowhere quiet to take a break",
    whyItsAnIssue:
      "Noise, crowds and bright lights can build up until someone can't cope, particularly autistic people and people with anxiety, dementia, migraine or sensory processing differences. Without somewhere calm to step away for a few minutes, they have to leave altogether, and many won't risk coming back.",
    possibleSolutions:
      "Find a corner or small room away from the music, the till and the door, such as an office, a meeting room or a screened-off table, that you can offer whenever someone needs it. Give it a comfortable chair and softer light, keep music off there, and keep it free of stored stock. Make sure every member of staff knows it exists and can offer it quietly, without asking for a reason. Mention it in your access information, so people know before they come.",
    costBand: "free",
    effortBand: "low",
    tags: ["quiet space", "quiet room", "sensory", "autism", "anxiety", "dementia", "overwhelm"],
  },
  {
    key: "staff-never-trained-in-disability-awareness",
    issue: "Staff never trained in disability awareness",
    whyItsAnIssue:
      "Most poor experiences disabled customers describe come down to people, not buildings: staff who talk to a companion instead of the customer, take hold of a wheelchair without asking, or freeze for fear of saying the wrong thing. Without training, staff rely on guesswork, and the same awkward moments happen again and again.",
    possibleSolutions:
      "Start with a short session for everyone who meets customers, covering how to offer help, how to talk with someone who is deaf, blind or has a speech difference, and where your access equipment is kept. Build it from the free guides and videos that disability charities publish, and ask disabled customers or a local disabled people's organisation what they would most like your staff to know. Add the session to every new starter's first week, including weekend and temporary staff, and repeat it at least every two years. When budget allows, book training led by disabled trainers, which staff remember far better than slides.",
    costBand: "free",
    effortBand: "low",
    tags: ["staff training", "disability awareness", "customer service", "induction", "etiquette"],
  },
  {
    key: "visitors-not-told-how-to-ask-for-help",
    issue: "Visitors not told how to ask for help",
    whyItsAnIssue:
      "Many disabled people won't ask for an adjustment unless they are sure it will be welcome, and some need things arranged before they arrive, such as a ground-floor table, a quieter time or an interpreter. If your website and booking confirmations don't say how to ask, they have to guess, phone around, or stay away.",
    possibleSolutions:
      "Add one line to your website, booking confirmations and door inviting people to tell you what would make their visit easier. Give a named person and more than one way to reach them, such as e-mail, phone and text. Make sure whoever reads those messages knows what you can offer and replies promptly. Keep a note of what regular customers ask for, so it is ready next time without them having to ask again.",
    costBand: "free",
    effortBand: "low",
    tags: [
      "reasonable adjustments",
      "access information",
      "booking",
      "contact",
      "customer service",
    ],
  },
  {
    key: "no-plan-for-helping-disabled-visitors-out-in-an-emergency",
    issue: "No plan for helping disabled visitors out in an emergency",
    whyItsAnIssue:
      "Fire plans often assume everyone can hear the alarm, read the signs and walk quickly down the stairs. A wheelchair user upstairs, a deaf customer alone in the toilet or someone confused by the noise can be left behind, and the fire and rescue service will not arrive in time to do your evacuation for you.",
    possibleSolutions:
      "Add disabled visitors to your fire risk assessment, thinking about people who can't use stairs, can't hear the alarm, can't see the signs or may be frightened by the noise. Write a general emergency evacuation plan for visitors: who checks the toilets and quiet areas, who helps anyone who can't use the stairs, and how people who can't hear the alarm will be told. For staff and regular visitors who would need help, agree a personal emergency evacuation plan, often called a PEEP, with each of them, setting out how they will be alerted, which way they will leave and who will help. Brief every member of staff, include the plan in your fire drills, and ask visitors when they book or arrive whether they would need help to leave.",
    costBand: "free",
    effortBand: "medium",
    tags: [
      "emergency evacuation",
      "fire safety",
      "fire risk assessment",
      "PEEP",
      "wheelchair",
      "deaf",
    ],
  },
];
