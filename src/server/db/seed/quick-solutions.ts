// Sample quick solutions, written for Real Access. Seeded into an empty database.
export interface QuickSolutionSeed {
  issue: string;
  whyItsAnIssue: string;
  possibleSolutions: string;
}

export const quickSolutionSeeds: QuickSolutionSeed[] = [
  {
    issue: "Single step at the shop entrance",
    whyItsAnIssue:
      "Even one step can stop a wheelchair user, someone with a mobility scooter or a parent with a pushchair from getting in at all. People who use a walking stick or have poor balance may also find it risky, especially in wet weather.",
    possibleSolutions:
      "Start with a portable ramp kept by the door, with a gradient no steeper than 1:12, and fit a bell or buzzer at 750–1000 mm height with a sign saying staff will bring it out. Mark the step edge with a contrasting strip. If the space allows, a permanent ramp with handrails, or raising the pavement level at the threshold, removes the need to ask for help.",
  },
  {
    issue: "Website images with no alt text",
    whyItsAnIssue:
      "Blind and partially sighted people using screen readers hear nothing useful, or just a file name, when an image has no text alternative. If the image shows opening times, prices or directions, they miss that information completely.",
    possibleSolutions:
      "Add short alt text to every meaningful image describing what it shows or does, such as 'Map showing our entrance on the side street'. Leave the alt attribute empty for purely decorative images so they are skipped. Never put key details only in a picture: repeat opening times, prices and contact details as real text on the page.",
  },
  {
    issue: "Job adverts that list requirements the role doesn't really need",
    whyItsAnIssue:
      "Asking for a full driving licence, 'excellent written English' or the ability to stand all day when the job doesn't need them quietly screens out disabled candidates. Many people simply won't apply, so you never see their skills.",
    possibleSolutions:
      "Check every requirement against what the job actually involves day to day, and cut or soften anything that isn't essential. Say clearly that you'll make reasonable adjustments during recruitment, as the Equality Act 2010 expects, and give a named contact. Offer the application in other formats, such as a phone conversation, a Word document or a short video.",
  },
  {
    issue: "Loud background music in the café",
    whyItsAnIssue:
      "Music over conversation makes it very hard for people with hearing loss or hearing aids to follow what staff say. It can also be overwhelming for autistic people and anyone with sensory processing differences, who may leave rather than order.",
    possibleSolutions:
      "Turn the volume down, or switch music off during quieter times of day. Move speakers away from the till and seating areas where people talk most. Soft furnishings, curtains and acoustic panels cut echo in hard-surfaced rooms. Ask regular customers what works for them, and consider a set quiet time each week that you advertise.",
  },
  {
    issue: "Phone number as the only way to get in touch",
    whyItsAnIssue:
      "Deaf people, people with speech differences and many people with anxiety or autism can't use the phone, or find it very stressful. If phone is the only option, they can't book, ask a question or complain.",
    possibleSolutions:
      "Add an email address and a simple contact form to your website, and check them as often as you answer the phone. A mobile number that accepts text messages costs very little. Make sure staff know how to take calls through Relay UK, the text relay service, and consider offering BSL users a video call option for longer conversations.",
  },
  {
    issue: "Complicated instructions on self-service machines",
    whyItsAnIssue:
      "Long on-screen steps, jargon and small print can leave people with learning disabilities, dementia or low literacy stuck at the machine. The pressure of a queue behind them makes it harder still, and some give up and leave.",
    possibleSolutions:
      "Rewrite the instructions as a few short numbered steps in plain words, with a picture for each step if you can. Put a clear sign next to the machine saying staff are happy to help, and make sure someone is nearby at busy times. Always keep at least one staffed till or counter open so nobody is forced to use the machine.",
  },
  {
    issue: "Heavy front door with a strong closer",
    whyItsAnIssue:
      "A door that needs real force to open can defeat wheelchair users, older people, people with arthritis or limited grip, and anyone carrying shopping or a child. Self-closing doors that swing back quickly can also knock people off balance.",
    possibleSolutions:
      "Ask a locksmith or door fitter to adjust the closer so the door opens with light force and closes slowly; building regulations guidance suggests no more than 30 newtons at the leading edge when first opening. In good weather, hold the door open safely. Fit a lever or D-shaped handle, and for busy entrances consider a powered door with a push pad at a reachable height.",
  },
  {
    issue: "Booking system that can't be used with a keyboard alone",
    whyItsAnIssue:
      "People who can't use a mouse, including many with limited hand movement, tremors or sight loss, rely on the keyboard or switch devices. If date pickers or buttons only respond to a click, they can't complete a booking without help.",
    possibleSolutions:
      "Try booking yourself using only the Tab, Enter and arrow keys, and note where you get stuck or lose track of where you are. Ask your website provider to fix those points and make the focus outline clearly visible. Let people type a date instead of using a calendar widget, and offer an email or text route to book as a fallback.",
  },
  {
    issue: "Hearing loop missing, switched off or not signed",
    whyItsAnIssue:
      "Many hearing aid users rely on a loop to hear clearly at a counter, especially through glass screens or in noisy rooms. A loop that is switched off, faulty or not signposted is no help, and people often don't know to ask.",
    possibleSolutions:
      "If you have a loop, check it works every day with a simple loop listener and show staff how to switch it on. Display the ear symbol with a 'T' on the counter and at the entrance so people know to switch their hearing aid to the T setting. If you don't have one, a portable counter loop is an affordable starting point.",
  },
  {
    issue: "Interviews that rely on quick answers under pressure",
    whyItsAnIssue:
      "Fast-paced interviews favour people who think aloud quickly. Autistic candidates, people with dyslexia, ADHD, anxiety or a stammer may have exactly the skills you need but struggle to show them when questions come without warning.",
    possibleSolutions:
      "Send the main questions or topics a day or two beforehand, and tell candidates who they'll meet, how long it will take and what the room is like. Allow extra time and breaks, and let people bring notes. Consider a practical task or a short trial shift instead of a formal panel, and always ask in advance what adjustments would help.",
  },
  {
    issue: "Flickering or harsh overhead lighting",
    whyItsAnIssue:
      "Flickering tubes and very bright, glaring lights can trigger migraines, cause eye strain and be distressing for autistic people. For some people with photosensitive epilepsy, flicker can be a real health risk.",
    possibleSolutions:
      "Replace any tube that flickers or hums straight away rather than waiting for it to fail. When updating fittings, choose good-quality flicker-free LED lighting with diffusers to soften glare, and dimmable controls if you can. Keep a corner or room with softer, more natural light, and let staff adjust lighting near their own workstations.",
  },
  {
    issue: "Accessible toilet used as a storeroom",
    whyItsAnIssue:
      "Boxes, cleaning trolleys or baby changing units placed in the accessible toilet block the turning space that wheelchair users need. Emergency cords tied up out of the way can leave someone who has fallen unable to call for help.",
    possibleSolutions:
      "Clear the room and keep it clear: add it to daily cleaning checks. Make sure the red emergency cord hangs free almost to floor level and that the alarm is heard by staff who know how to respond. Check the grab rails, tap and flush are all reachable from the toilet. If storage is tight, find it elsewhere rather than using the only accessible space.",
  },
  {
    issue: "PDF menus and price lists that screen readers can't read",
    whyItsAnIssue:
      "Scanned or image-based PDFs appear blank to screen reader users and can't be enlarged without blurring. On a phone they are fiddly to zoom and scroll, which affects people with low vision and anyone with limited dexterity.",
    possibleSolutions:
      "Put your menu or price list directly on a web page as ordinary text, which is usually easier than fixing the PDF. If you must use a PDF, create it from a Word document with proper headings and export it as a tagged PDF, not a scan. Add a line offering the information in large print or by email, and keep the printed version in a clear font.",
  },
  {
    issue: "Queues with no clear system or signs",
    whyItsAnIssue:
      "When it isn't obvious where to queue or whose turn it is, people with learning disabilities, autism or anxiety can find the uncertainty very stressful. People who can't stand for long may have nowhere to wait without losing their place.",
    possibleSolutions:
      "Mark where the queue starts with a simple sign or floor markings, and say what happens next, such as 'Wait here, we'll call you over'. Put a chair or two near the queue and let people hold their place while seated. A ticket or name system at busy counters helps, and staff can quietly offer priority to anyone who asks for it.",
  },
  {
    issue: "Signage with small text and poor colour contrast",
    whyItsAnIssue:
      "Signs with thin, small or pale lettering are hard to read for people with sight loss, older customers and people with dyslexia. Signs set too high, placed against busy backgrounds or shiny enough to reflect light are easy to miss altogether.",
    possibleSolutions:
      "Use a large, plain sans serif font with dark text on a light background, or the reverse, and a matt finish to avoid glare. Put signs at eye level where people will look for them, and keep the wording short. Add simple symbols alongside words for toilets, exits and lifts, and use raised lettering or braille on fixed room signs where people can touch them.",
  },
  {
    issue: "Counter too high for wheelchair users",
    whyItsAnIssue:
      "A high counter means wheelchair users, people of short stature and children can't see staff, sign paperwork or use a card machine comfortably. Conversations end up happening over their heads, which is awkward and undignified.",
    possibleSolutions:
      "Keep the card machine on a flexible lead or a hand-held terminal so it can be passed down. Offer a clipboard for signing, and have staff come round the counter when it helps. When refitting, include a lowered section around 760 mm high with clear knee space underneath, and keep that section free of displays and clutter.",
  },
  {
    issue: "Staff with hidden conditions not offered adjustments",
    whyItsAnIssue:
      "Staff with conditions such as long COVID, Crohn's disease, chronic pain, mental health conditions or dyslexia may not look disabled and worry about being judged. Without support they can struggle in silence until it affects their health or they leave.",
    possibleSolutions:
      "Tell everyone how to ask for adjustments, who to speak to and that it will be treated in confidence. Train managers to have supportive conversations focused on what helps, not on diagnoses. Simple changes like flexible hours, extra breaks or a quieter desk often cost nothing. Point staff to Access to Work, which can help fund support, equipment and travel.",
  },
  {
    issue: "Strong air fresheners and scented cleaning products",
    whyItsAnIssue:
      "Heavy fragrances can trigger asthma attacks, migraines and allergic reactions, and some people with sensory sensitivities or chemical sensitivity find them overpowering. These customers and staff may avoid your premises entirely.",
    possibleSolutions:
      "Remove plug-in and spray air fresheners and rely on good ventilation instead. Switch to unscented or low-fragrance cleaning products, and clean strongly scented areas outside opening hours where possible. If you sell candles, soaps or perfumes, keep them in closed displays or a separate area away from the entrance and till.",
  },
  {
    issue: "Videos posted without captions",
    whyItsAnIssue:
      "Deaf and hard of hearing people miss everything that is spoken in a video without captions. Captions also help people whose first language isn't English, people with processing differences and anyone watching with the sound off.",
    possibleSolutions:
      "Switch on the automatic captions most video platforms offer, then read through and correct names, places and mistakes before publishing. For short social media clips, add captions in your editing app and keep them on screen long enough to read. Provide a text transcript for longer videos, and consider BSL interpretation for important information.",
  },
  {
    issue: "Layout that's hard to find your way around",
    whyItsAnIssue:
      "Corridors that look the same, unlabelled doors and routes that change without warning can leave people with dementia, learning disabilities, autism or sight loss feeling lost and anxious. Some will avoid coming back rather than risk it again.",
    possibleSolutions:
      "Walk the route from the entrance as a first-time visitor and put clear signs at every point where you had to think. Use colour, landmarks or pictures to make areas distinct, and label doors with words and symbols. Put a simple map on your website and at the entrance, and tell people in advance about any temporary changes such as works.",
  },
  {
    issue: "Letters and leaflets with no easy read version",
    whyItsAnIssue:
      "Dense text, long sentences and official language make important information hard to follow for people with learning disabilities, low literacy or brain injury. They may miss appointments, charges or their rights because they couldn't understand the letter.",
    possibleSolutions:
      "Start by rewriting key documents in plain English with short sentences and everyday words; 'Reading Age' guidance can help you check them. For the most important ones, produce an easy read version with one idea per sentence and a picture beside each point. Test drafts with people who will use them, and offer to go through any letter in person or by phone.",
  },
  {
    issue: "Remote working requests turned down without real thought",
    whyItsAnIssue:
      "For some disabled staff, travel, a noisy office or unpredictable symptoms make working on site every day exhausting or impossible. A flat refusal can push skilled people out of work when a practical arrangement might have suited everyone.",
    possibleSolutions:
      "Look at each request on its merits, asking which tasks genuinely need someone on site and which could be done at home. Try a trial period with regular check-ins before deciding. Remember that working from home can be a reasonable adjustment under the Equality Act 2010, and that Access to Work may help with equipment or support at home.",
  },
  {
    issue: "Parking bays for Blue Badge holders too narrow or blocked",
    whyItsAnIssue:
      "Disabled drivers and passengers often need extra space beside the car to open doors fully, use a wheelchair or unload a scooter. Bays that are narrow, far from the entrance or used by delivery vans mean they may not be able to visit at all.",
    possibleSolutions:
      "Repaint bays so there is a clear zone about 1.2 metres wide alongside and behind each one, and place them as close to the entrance as you can. Put up clear signs and ask staff and delivery drivers not to use them. Check the route from the bays to the door is level, well lit and free of kerbs, and mention the parking on your website.",
  },
  {
    issue: "Busy, crowded shop floor at peak times",
    whyItsAnIssue:
      "Crowds, noise and close contact can be overwhelming for autistic people, people with anxiety, dementia or sensory processing differences. Crowded aisles are also hard to get through with a wheelchair, walking frame or guide dog.",
    possibleSolutions:
      "Run a regular quiet hour with lower music, dimmer lighting where possible and fewer announcements, and advertise it clearly. Keep aisles wide and free of stock cages and promotional stands. Tell people online when you are usually quietest, and consider offering a booked visit or click and collect for those who prefer to avoid the shop floor.",
  },
  {
    issue: "Social media posts with text inside images",
    whyItsAnIssue:
      "When offers, dates or event details exist only as text inside a graphic, screen readers can't read them and people with low vision struggle to zoom. Stylish fonts and busy backgrounds make them harder still for people with dyslexia.",
    possibleSolutions:
      "Repeat the key information in the written part of the post, not just in the image. Use the platform's alt text option to describe each image briefly. Keep text on graphics short, with strong contrast and a plain font. For hashtags made of several words, capitalise each word, as in #AccessForAll, so screen readers can pronounce them properly.",
  },
  {
    issue: "Rushed service at the till",
    whyItsAnIssue:
      "When staff speak quickly and expect an instant answer, people with dementia, learning disabilities, a stammer or who process information slowly can feel flustered and make mistakes with payment. Some stop using the shop to avoid the pressure.",
    possibleSolutions:
      "Brief staff to slow down, speak clearly and give people time to answer without finishing their sentences for them. Keep a slower, staffed till open at busy times and let customers know they are welcome to use it. Recognise the Sunflower lanyard and similar signals, and make sure prices are easy to see so nobody has to ask.",
  },
];
