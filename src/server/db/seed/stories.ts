// Sample community stories: original first-person accounts in plain British English.
// Eight are approved (some with likes) and three wait for moderation.
export interface StorySeed {
  title: string;
  content: string;
  excerpt?: string;
  authorName: string;
  authorEmail: string;
  isApproved: boolean;
  likes: number;
  /**
   * Stories waiting for review are dated a few days before seeding: retention deletes unpublished
   * stories after three months, which would otherwise remove these samples on the first start.
   */
  createdAt: string | { daysAgo: number };
}

export const storySeeds: StorySeed[] = [
  {
    title: "The bench that changed my café",
    authorName: "Maggie, café owner in Whitby",
    authorEmail: "maggie.cafe@example.co.uk",
    isApproved: true,
    likes: 14,
    createdAt: "2025-09-12T09:30:00Z",
    content: `For years I thought our café was accessible because we had a level entrance. Then one of my regulars, a lovely woman in her eighties, told me she had stopped coming on busy mornings because she could not stand in the queue for ten minutes.

I had never thought about the queue. We put a sturdy bench with arms right beside the till and a small sign saying anyone is welcome to sit while they wait, and we will remember their place. It cost less than a week of milk.

The first week, three people thanked me. One man with a bad hip said it was the first café in town where he did not have to choose between his coffee and his knees. Staff now bring drinks to the table for anyone who asks, without fuss.

What I learned is that access is not only about ramps and doorways. It is about noticing the little moments where someone has to struggle, and asking them what would help. My customers knew the answer long before I did.`,
  },
  {
    title: "Why I ring ahead, and why I shouldn't have to",
    authorName: "Daniel, wheelchair user",
    authorEmail: "daniel.w@example.org",
    isApproved: true,
    likes: 22,
    createdAt: "2025-10-03T18:15:00Z",
    content: `I have used a wheelchair for eleven years, and almost every trip out starts with a phone call. Is there a step? How wide is the door? Is the accessible toilet actually a toilet, or is it where you keep the mop buckets?

Websites rarely tell me. When they do, the details are often wrong or years out of date. A photo of the entrance would save me ten minutes of asking and a lot of anxiety. So would a simple line saying the door is 80 centimetres wide and there is a portable ramp behind the counter.

Last month I went to a small bookshop that had done exactly this. Their website had a short access page with pictures of the front door, the ramp and the route to the till. I turned up without phoning anyone. The staff did not make a big deal of me, which is the best compliment I can give.

If you run a business, write down what a visitor will actually find when they arrive. Be honest about the awkward bits. I would much rather know about a heavy door than be surprised by it on the pavement in the rain.`,
  },
  {
    title: "A quiet hour made the weekly shop possible",
    authorName: "Sarah, mum of an autistic son",
    authorEmail: "sarah.k@example.co.uk",
    isApproved: true,
    likes: 31,
    createdAt: "2025-10-21T12:00:00Z",
    content: `My son is nine and autistic. Bright lights, beeping tills and tannoy announcements can overwhelm him within minutes, and once he is overwhelmed the only thing to do is leave. For a long time that meant I did the shopping alone, late at night, or not at all.

Our local supermarket started a quiet hour on Tuesday mornings before school. The music is off, the lights in two aisles are dimmed and the staff avoid using the tannoy. It sounds like a small thing, but it meant my son could come with me, choose his own cereal and pay at the till himself. He was so proud.

The staff make a real difference too. One of the assistants noticed him covering his ears near the freezers and quietly pointed us to a calmer aisle. No fuss, no staring, just kindness.

I would love more shops to try this, even once a week. You do not need special equipment. You need to turn a few things down and let families know when it happens. For us it has turned a battle into an ordinary errand, which is all we ever wanted.`,
  },
  {
    title: "Please just write it down",
    authorName: "Aisha, Deaf customer",
    authorEmail: "aisha.deaf@example.org",
    isApproved: true,
    likes: 18,
    createdAt: "2025-11-08T10:45:00Z",
    content: `I am Deaf and British Sign Language is my first language. I lipread a little, but it is tiring and I miss a lot, especially when someone is wearing a mask, turning away or talking quickly over a noisy coffee machine.

The easiest thing anyone can do for me is write things down. A notepad and pen by the till, or typing on a phone, works brilliantly. Yet so often when I gesture that I am Deaf, people simply talk louder, or give up and serve the next person.

My bank recently put a small sign on the counter with a picture of a hand and an ear, saying staff are happy to write things down and can book a BSL interpreter for appointments. The first time I used it, the cashier smiled, grabbed a pad and we sorted my problem in two minutes. I nearly cried, honestly.

Another tip: if you call my name in a waiting room, I will not hear it. Come and find me, or use a screen. And please do not tell me the important information is only available by phone. Email, text or a live chat means I can do things for myself.`,
  },
  {
    title: "Working the shop floor with ME/CFS",
    authorName: "Tom, shop assistant",
    authorEmail: "tom.retail@example.co.uk",
    isApproved: true,
    likes: 9,
    createdAt: "2025-11-27T16:20:00Z",
    content: `I have ME/CFS and I work part time in a clothes shop. On a good day you would not know anything was wrong with me. On a bad day, standing for a four-hour shift can flatten me for the rest of the week.

For a long time I did not tell my manager, because I was worried she would think I was lazy or unreliable. When I finally explained, she asked what would help. We agreed on a high stool behind the till, shorter shifts spread across the week, and that I could swap tasks if I was struggling rather than pushing through.

None of it cost much. The stool was from the stockroom. The rota took ten minutes to rearrange. Because I am not exhausting myself, I take far fewer sick days than I used to, which is better for everyone.

I want other managers to know that hidden conditions are real, and that the people living with them usually know exactly what would help. Ask us, listen, and trust the answer. A little flexibility can be the difference between someone staying in work and leaving it.`,
  },
  {
    title: "Large print menus and the dignity of ordering for yourself",
    authorName: "Graham, partially sighted",
    authorEmail: "graham.eyes@example.org",
    isApproved: true,
    likes: 12,
    createdAt: "2025-12-14T19:05:00Z",
    content: `I lost most of my central vision to macular degeneration in my sixties. I can still get about, but small print is impossible, and dim restaurants with menus in swirly fonts are my nemesis.

For a while my wife read every menu aloud to me. She never minded, but I did. There is something about choosing your own dinner that matters more than you would think.

A pub near us now keeps a few large print menus behind the bar, printed on plain white paper in a clear, bold font. They offered me one without my asking, because the barman had noticed me holding the normal menu at arm's length under a lamp. He also read out the specials board, which is always too high and too far away.

It is such a simple thing. A large print copy costs pennies to print. Good lighting at a few tables helps too. If your menu is online, make sure it is proper text rather than a photograph of a page, so my phone can read it aloud. These small touches mean I can go out for dinner as myself, not as someone who needs looking after.`,
  },
  {
    title: "What a visual timetable did for our dental visits",
    authorName: "Priya, parent and carer",
    authorEmail: "priya.carer@example.co.uk",
    isApproved: true,
    likes: 7,
    createdAt: "2026-01-19T08:40:00Z",
    content: `My daughter has a learning disability and finds new places frightening. Dental appointments used to end with both of us in tears before she had even sat in the chair.

This year our dental practice asked whether anything would make the visit easier. I mentioned that she copes much better when she knows what is going to happen. A week later they emailed a short guide with photographs: the front door, the waiting room, the receptionist, the dentist smiling, the big chair, the light and the little mirror.

We looked at it together every evening for a week. On the day she pointed at each thing as we passed it, almost like a game. The dentist let her hold the mirror first and counted out loud before each step. We were in and out in fifteen minutes with no tears at all.

The practice told me they now send the guide to any patient who asks. It took them an afternoon with a phone camera. If your business is somewhere people find stressful, a simple picture guide could help far more people than you expect, including anxious adults.`,
  },
  {
    title: "Our village hall finally has a hearing loop that works",
    authorName: "Brenda, hearing aid user",
    authorEmail: "brenda.hall@example.org",
    isApproved: true,
    likes: 5,
    createdAt: "2026-02-06T14:10:00Z",
    content: `I wear two hearing aids and I help run the committee at our village hall. For years we had a sign on the wall saying a hearing loop was installed. What the sign did not say was that nobody had checked it since it was put in, and it had quietly stopped working.

I only found out because I switched my aids to the loop setting during a talk and heard nothing but a faint hum. When I asked around, three other people said they had given up on coming to talks altogether because they could never follow them.

We had the loop tested and repaired, and now one of us checks it before every event using a cheap loop listener. We also ask speakers to use the microphone even when they say they have a loud voice, because the loop only picks up what goes through the microphone.

Attendance at our talks has gone up, and people stay for the tea afterwards instead of slipping away. If you have a loop, test it regularly and train whoever runs your events. A sign on the wall is a promise, so make sure you keep it.`,
  },
  {
    title: "The step-free route nobody told me about",
    authorName: "Leon, uses a walking frame",
    authorEmail: "leon.frame@example.co.uk",
    isApproved: false,
    likes: 0,
    createdAt: { daysAgo: 6 },
    content: `I use a walking frame after a stroke, and steps are my biggest obstacle. Last week I went to a new gym that had a flight of stairs at the front. I stood at the bottom for a good few minutes wondering whether to turn round and go home.

A passer-by told me there was a lift round the back, through the car park. There was no sign at the front, nothing on the website, and the back door was propped open with a fire extinguisher. Once I got inside, the staff were brilliant and the changing room was perfectly set up.

It struck me that the gym had done the expensive part, the lift and the accessible changing room, and then lost people at the first hurdle because nobody could find it. A sign at the front steps, an arrow in the car park and a line on the website would have cost almost nothing.

So please, if you have a step-free route, tell people. Put it at the place where they will need it, not just on a map inside. Half of access is the building; the other half is information.`,
  },
  {
    title: "Online forms that time out are shutting me out",
    authorName: "Ruth, uses a screen reader",
    authorEmail: "ruth.sr@example.org",
    isApproved: false,
    likes: 0,
    createdAt: { daysAgo: 3 },
    content: `I am blind and use a screen reader to get around websites. Most days it works well enough, but one thing drives me to distraction: forms that time out.

Filling in a long form with a screen reader simply takes longer. I have to listen to each label, check the instructions, and sometimes go back to find an error that was only shown in red. Last month I spent twenty minutes on a booking form for a local leisure centre, only to be told my session had expired and everything was lost.

I rang them to explain and, to their credit, the manager listened. They have since turned off the time limit on their booking page and added a warning with an option to extend it on their other forms. They also changed the error messages so they are written out in words beside each field, not just shown as a red border.

If your website has forms, try filling one in slowly, using only the keyboard. If it rushes you, or hides mistakes, it is probably shutting people like me out without you ever knowing.`,
  },
  {
    title: "Being believed about my pain",
    authorName: "Chloe, lives with fibromyalgia",
    authorEmail: "chloe.f@example.co.uk",
    isApproved: false,
    likes: 0,
    createdAt: { daysAgo: 1 },
    content: `I have fibromyalgia. I look well, I am in my thirties, and I sometimes use the accessible toilet or ask for a seat on the bus. I have lost count of the number of times someone has looked me up and down and decided I do not need it.

Last month a security guard at a shopping centre stopped me outside the accessible toilet and asked what was wrong with me. In front of a queue of people. I explained, with my face burning, and he let me through, but I went home straight afterwards and did not go back for weeks.

I later wrote to the centre. The manager apologised and told me they now include hidden disabilities in their staff training, and have changed their signs to say that not every disability is visible. She also asked me to come and speak to the team, which I am nervous about but plan to do.

I do not expect everyone to understand my condition. I just ask not to be interrogated for using something designed for people like me. A little trust goes a long way.`,
  },
];
