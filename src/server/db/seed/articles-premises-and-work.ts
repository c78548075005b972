// Sample expert articles, written for Real Access in Markdown (CommonMark): sections
// start at "##" under the title, paragraphs are separated by a blank line.
import {
  ACAS_ADJUSTMENTS,
  ACCESS_TO_WORK,
  ADJUSTMENTS_FOR_WORKERS,
  APPROVED_DOCUMENT_M,
  DEFINITION_OF_DISABILITY,
  DISABILITY_CONFIDENT,
  DISABILITY_DISCRIMINATION_ACT,
  EHRC,
  EQUALITY_ACT_ADJUSTMENTS,
  EQUALITY_ACT_DISABILITY,
  EQUALITY_ACT_HEALTH_QUESTIONS,
  EQUALITY_ACT_SERVICES,
  FIRE_SAFETY_ORDER,
  FIRE_SCOTLAND_ACT,
  type OfficialSource,
  RECRUITMENT_AND_DISABLED_PEOPLE,
  WORKPLACE_FIRE_SAFETY,
} from "../../../shared/official-sources.ts";
import type { AdviceCategoryKey } from "./article-categories.ts";

export interface ExpertArticleSeed {
  title: string;
  excerpt: string;
  category: AdviceCategoryKey;
  tags: string[];
  content: string;
  /** The day it was published (YYYY-MM-DD, 2026). */
  publishedOn: string;
  /** The day its text last changed, when later than publishedOn. */
  updatedOn?: string;
  /** The official pages it draws on, listed under "Sources" at its end. */
  sources: OfficialSource[];
  /** The quick solutions it ends with, by their issue, in order (migration 0007 mirrors these). */
  relatedQuickSolutions: string[];
}

export const premisesAndWorkArticles: ExpertArticleSeed[] = [
  {
    title: "Accessible premises on a small budget",
    publishedOn: "2026-01-19",
    // The rough prices were added on this day.
    updatedOn: "2026-11-23",
    sources: [APPROVED_DOCUMENT_M, EQUALITY_ACT_ADJUSTMENTS, EQUALITY_ACT_SERVICES, EHRC],
    relatedQuickSolutions: [
      "Single step at the shop entrance",
      "Heavy front door with a strong closer",
      "Accessible toilet used as a storeroom",
      "Signage with small text and poor colour contrast",
    ],
    excerpt:
      "You do not need a building project to make your premises easier to use. Start with what visitors actually meet, fix the cheap things first and plan the rest.",
    category: "premises",
    tags: ["premises", "budget", "entrances", "signage", "toilets", "lighting"],
    content: `## Start with the journey, not the building

Most small businesses assume that accessible premises mean lifts, new toilets and builders. Some places do need that work in time, but a great deal of what makes a building hard to use costs little or nothing to put right. The trick is to look at your premises the way a visitor does: as a journey from the street to the thing they came for, and back out again.

Walk that journey yourself, slowly, at a quiet time. Better still, ask a disabled customer, employee or local access group to walk it with you. Note every point where someone might stop, struggle, hesitate or have to ask for help. That list is your plan.

### Getting to the door

Check what people meet before they reach you. Is your entrance easy to spot from the street, with a clear sign in large lettering and good contrast? If the accessible way in is round the side or at the back, is there a sign at the main entrance saying where it is and how far? Is the route to it level, well lit and free of bins, A-boards and delivery crates?

If you have parking, keep the spaces nearest the entrance for Blue Badge holders and make sure they are wide enough for someone to get a wheelchair out beside the car. If you do not have parking, say where the nearest accessible spaces are on your website.

### The entrance itself

A single step stops many wheelchair users, people with pushchairs and people who are unsteady on their feet. A portable ramp costs far less than building work. Choose one long enough to give a gentle slope: a steep ramp can be as much of a barrier as the step. Approved Document M and BS 8300 give guidance on gradients, lengths and landings, so use them when you buy or build, and store the ramp by the door with a clear sign and a bell at a height a seated person can reach.

Heavy doors are another common barrier. Often the closer can simply be adjusted so the door opens with less force; a locksmith or door engineer can do this quickly. Mark large glass doors and panels with a strip or pattern at eye level for both standing and seated people, so nobody walks into them.

### Inside

Clear the clutter. Display stands, stock and furniture creep into walkways over time. Keep main routes wide enough for a wheelchair or a person walking with a companion, and keep a turning space at counters and in the busiest areas.

Think about your counter. If it is high, offer a lower section or a clipboard and a seat at the side, and make sure staff know to come round to the customer rather than talking over the top. Provide at least one chair with arms near where people wait or queue.

Lighting matters more than people expect. Replace dim or flickering bulbs, reduce glare from shiny floors and strong spotlights, and light steps and changes of level well. People with low vision, and people who lipread, rely on even, good light.

### Signs and contrast

Good signs help everyone, not only disabled visitors. Use plain words, large clear lettering, strong contrast between the text and the background, and simple symbols alongside words. Put signs where people make decisions, at a height that can be read standing or seated. Mark step edges with a contrasting nosing, and make sure handrails contrast with the wall behind them.

### Toilets

If you have an accessible toilet, the cheapest fix is often to stop it being used as a store room. Check that the alarm cord hangs down to the floor, not tied up out of reach, that staff know what the alarm sounds like and what to do, and that the grab rails, basin and dryer are all within reach of someone sitting down. If you do not have an accessible toilet, say so honestly on your website and point to the nearest one.

### Tell people what to expect

Many disabled people plan visits carefully. An access guide on your website, with photographs of the entrance, the route inside and the toilets, lets them decide for themselves. Be precise and honest: describe steps, door widths, seating and quiet times. An honest description of a building that is not perfect is far more useful than a vague promise that everyone is welcome.

### What the cheap fixes cost

Prices vary by supplier and change over time, so treat these as rough guides to what UK businesses were paying in 2026, including VAT, and get a quote for anything that needs fitting.

A rubber threshold ramp for a small lip or sill costs about £20 to £80. A portable aluminium ramp for a single step usually costs £100 to £400, depending on its length.

A wireless call bell by the door, with a sign, costs about £30 to £100.

A portable or counter hearing loop costs roughly £150 to £500. A loop for a whole room is a bigger job, usually more than £1,000 installed.

Large-print menus and price lists cost almost nothing if you print them yourself in a clear font at 16 point or larger, and about £2 to £5 each if printed and laminated for you.

Grab rails cost about £10 to £50 each, or roughly £50 to £150 each fitted, depending on the wall.

Adjusting a door closer often costs no more than a call-out, commonly £60 to £150. Contrasting tape for step edges costs about £10 to £30 a roll.

---

### Plan the bigger jobs

Once the cheap fixes are done, list the bigger changes, such as a permanent ramp, a wider door or an accessible toilet. Fold them into any refurbishment you were already planning; it is almost always cheaper to build access in than to add it later. Under the Equality Act 2010 in Great Britain, and the Disability Discrimination Act 1995 in Northern Ireland, service providers must make reasonable adjustments, and what is reasonable depends partly on your size and resources, so keep a note of what you have considered, what you have done and why. If your landlord owns the building, ask them early, as alterations may need their consent.

*This article is general guidance, not legal or building advice. For structural work, talk to a qualified access consultant or building professional.*`,
  },
  {
    title: "Supporting colleagues with hidden disabilities",
    publishedOn: "2026-04-13",
    // Where the law applies was added on this day.
    updatedOn: "2026-11-23",
    sources: [
      EQUALITY_ACT_DISABILITY,
      DEFINITION_OF_DISABILITY,
      ADJUSTMENTS_FOR_WORKERS,
      ACAS_ADJUSTMENTS,
      ACCESS_TO_WORK,
    ],
    relatedQuickSolutions: [
      "Staff with hidden conditions not offered adjustments",
      "Remote working requests turned down without real thought",
      "Flickering or harsh overhead lighting",
    ],
    excerpt:
      "Many disabilities cannot be seen. A workplace that supports people without demanding proof or explanations helps everyone do their best work.",
    category: "employment",
    tags: ["hidden disabilities", "workplace", "mental health", "neurodiversity", "adjustments"],
    content: `## Not every disability is visible

When people picture a disabled colleague, they often think of a wheelchair user or someone with a guide dog. Yet many disabilities cannot be seen at all. Long-term conditions such as diabetes, epilepsy, Crohn's disease, chronic pain and long COVID, mental health conditions such as depression and anxiety, neurodivergent conditions such as autism, ADHD and dyslexia, and many sight and hearing losses are often invisible to everyone else.

People with hidden disabilities are frequently the ones who struggle longest without support. They may worry they will not be believed, that they will be seen as less capable, or that talking about their condition will harm their career. Some do not think of themselves as disabled at all. A good employer makes it easy and safe for people to ask for what they need.

### What the law says

In Great Britain, the Equality Act 2010 protects people whose physical or mental impairment has a substantial and long-term effect on their ability to carry out normal day-to-day activities; in Northern Ireland, the Disability Discrimination Act 1995 gives similar protection. Many hidden conditions fall within that definition, and some, including cancer, HIV and multiple sclerosis, are covered from the point of diagnosis. If you know, or could reasonably be expected to know, that a colleague is disabled, you have a duty to make reasonable adjustments so they are not put at a substantial disadvantage.

You do not need a diagnosis or a particular label before you start helping. Focus on what is difficult for the person and what would help.

### Create a culture where people can speak up

Policies matter, but culture matters more. Managers set the tone. When a manager talks openly about flexible working, rest breaks or their own health appointments, colleagues notice. When someone shares a difficulty and it is met with curiosity and practical help rather than suspicion, word gets around.

Make it clear, in induction and again from time to time, that adjustments are available and how to ask for them. Explain that information about health is kept confidential and shared only with the person's agreement and only with those who need to know.

### Have a supportive conversation

When someone tells you about a condition, thank them for telling you. Ask open questions: what parts of the job are harder at the moment, what has helped in the past, and what they would like to try. Let them lead. The person is usually the expert on their own condition.

Avoid guessing or offering opinions about their health. Do not ask for proof before you consider simple changes. Occupational health advice can be useful for more complex situations, but it should add to the conversation, not replace it.

Agree what you will try, write it down together and set a date to review it. Many organisations use a simple written record, sometimes called a workplace adjustment passport, so the agreement follows the person if their manager or role changes and they do not have to explain everything again.

### Adjustments that often help

Adjustments for hidden disabilities are often simple and cheap. Some examples people commonly find useful:

Flexible start and finish times, for someone whose medication or symptoms make mornings difficult.

Regular short breaks, and a private space to rest, take medication or manage a condition.

Working from home on some days, or a quieter desk away from busy walkways, for people who find noise and interruptions exhausting.

Written instructions and agendas sent in advance, for people who process spoken information more slowly or find it hard to remember.

Screen-reading or dictation software, coloured overlays or different screen settings, for people with dyslexia or sight loss.

A phased return after illness, with reduced hours that build up over an agreed period.

Adjusted targets or a change of duties while someone's condition fluctuates.

### Access to Work

Access to Work is a government scheme that can help pay for practical support at work beyond what would be a reasonable adjustment for the employer, such as specialist equipment, a support worker, travel to work or mental health support. The disabled person applies themselves, but employers can encourage and help. It is worth checking the current details on the government's website, as the scheme's rules change from time to time.

---

### Check in and keep it going

Conditions fluctuate and roles change. Keep adjustments under review, not as a test of whether the person still deserves them, but to check they still work. Train managers to handle these conversations well: most problems come from awkwardness or fear of saying the wrong thing, not from unwillingness.

Most of all, remember that supporting people with hidden disabilities is not a favour. It keeps skilled people in work, reduces sickness absence and builds a team where everyone can be open about what helps them do their best.

*This article is general guidance, not legal advice. For a specific situation, seek advice from an employment adviser or solicitor.*`,
  },
  {
    title: "Inclusive recruitment: finding talent you are missing",
    publishedOn: "2026-06-08",
    // Where the law applies, and that Disability Confident is free, added on this day.
    updatedOn: "2026-11-23",
    sources: [
      RECRUITMENT_AND_DISABLED_PEOPLE,
      EQUALITY_ACT_HEALTH_QUESTIONS,
      DISABILITY_CONFIDENT,
      ACCESS_TO_WORK,
    ],
    relatedQuickSolutions: [
      "Job adverts that list requirements the role doesn't really need",
      "Interviews that rely on quick answers under pressure",
      "No sign to disabled jobseekers that they're welcome",
    ],
    excerpt:
      "Small changes to how you advertise, assess and interview can open your jobs to disabled candidates you never hear from today.",
    category: "employment",
    tags: ["recruitment", "interviews", "job adverts", "adjustments", "employment"],
    content: `## Who is not applying?

If you rarely hear from disabled candidates, the problem is unlikely to be a lack of talent. More often, something in the way you recruit is quietly putting people off or screening them out before you have a chance to meet them. The good news is that most of those barriers are easy to remove, and removing them tends to improve recruitment for everyone.

### Write the job description carefully

Start by checking what the job really involves. Job descriptions are often copied from old versions and collect requirements nobody questions. Does the role truly need a full driving licence, or does it need someone who can travel between sites? Does it need someone who can lift heavy boxes every day, or occasionally? Is excellent written English essential, or is clear communication what matters?

Every unnecessary requirement narrows the field. Describe what needs to be achieved rather than exactly how it must be done, and separate the essential criteria from the desirable ones.

### Make the advert welcoming and accessible

Say clearly that you welcome applications from disabled people and that you will make reasonable adjustments during the recruitment process. Give the name and contact details of a real person to talk to, and offer more than one way to get in touch, such as e-mail, phone and text.

Write in plain language. Avoid long lists of vague qualities and jargon. If you publish the advert online, check that the page and any application form work with a keyboard and a screen reader, and that documents are available in accessible formats. Offer alternatives to a long online form, such as a CV, a phone conversation or a recorded video.

Think about where you advertise too. Disability employment organisations, local supported employment services and community groups can help you reach people who may not see a standard job board. The government's Disability Confident scheme, free to join at each of its three levels, offers guidance and a framework for employers who want to build inclusive practice.

### Ask about adjustments, not about health

In Great Britain, the Equality Act 2010 says employers generally should not ask about a candidate's health or disability before offering them a job, with limited exceptions. One of those exceptions is asking whether a candidate needs adjustments for the recruitment process itself, which you should always do.

Ask every candidate the same simple question well before any interview or test: is there anything we can do to make the process work better for you? Make it easy to answer, and act on the answer without asking for evidence or a lengthy explanation.

### Adjustments at interview

Adjustments that candidates often find useful include:

Sending the questions, or the topics you will cover, a little in advance.

Allowing extra time for tests and for answering questions.

Holding the interview in a step-free room with good lighting and little background noise, or offering a video or phone interview instead.

Booking a British Sign Language interpreter or live captions.

Allowing a support worker or companion to attend.

Giving clear directions, including photographs of the entrance and the name of the person who will meet the candidate.

Offering a practical work trial instead of a traditional interview, where the role suits it.

### Assess what matters

Traditional interviews reward people who are confident talkers and good at thinking on their feet. That is not what most jobs require. Autistic candidates, for example, may give short, literal answers to vague questions, and may avoid eye contact, which says nothing about their ability to do the job.

Ask clear, specific questions, one at a time. Ask about real situations rather than hypothetical ones. Score every candidate against the same essential criteria, and involve more than one person in decisions. Practical tasks that mirror the real work, with the same adjustments available, often tell you far more.

---

### After the offer

Once you have made an offer, talk with your new colleague about what they need to start well: equipment, software, working patterns, induction arrangements. Get adjustments in place before their first day wherever possible. Tell them about Access to Work, the government scheme that can help with support at work beyond reasonable adjustments, and help them apply early, as it can take time.

Keep a record of what you changed and what you learned. Ask candidates, successful or not, for feedback on the process. Over time you will build a recruitment process that finds the best person for the job, rather than the person most comfortable with the way you happen to recruit.

*This article is general guidance, not legal advice. For a specific situation, seek advice from an employment adviser or solicitor.*`,
  },
  {
    title: "Reasonable adjustments and the Equality Act 2010",
    publishedOn: "2026-02-16",
    sources: [
      EQUALITY_ACT_DISABILITY,
      EQUALITY_ACT_ADJUSTMENTS,
      EQUALITY_ACT_SERVICES,
      DISABILITY_DISCRIMINATION_ACT,
      DEFINITION_OF_DISABILITY,
      EHRC,
      ACAS_ADJUSTMENTS,
      ACCESS_TO_WORK,
    ],
    relatedQuickSolutions: [
      "Access equipment that staff don't know about",
      "Phone number as the only way to get in touch",
      "Staff with hidden conditions not offered adjustments",
    ],
    excerpt:
      "What the duty to make reasonable adjustments means for a small business, how to decide what is reasonable, and how to get it right in practice.",
    category: "law",
    tags: ["Equality Act 2010", "reasonable adjustments", "law", "service providers", "employers"],
    content: `## A duty, not a favour

The Equality Act 2010 brings together the law that protects people from discrimination in Great Britain, and disability is one of its protected characteristics. At its heart, for disabled people, is the duty to make reasonable adjustments. It recognises a simple truth: treating everyone in exactly the same way does not always give everyone the same chance. Sometimes you need to do things differently so that disabled people are not left at a substantial disadvantage.

Northern Ireland has its own disability discrimination law, which is broadly similar but not identical, so businesses there should check the rules that apply to them.

### Who counts as disabled?

The Act describes a disabled person as someone with a physical or mental impairment that has a substantial and long-term adverse effect on their ability to carry out normal day-to-day activities. Long-term usually means it has lasted, or is likely to last, at least twelve months. Substantial means more than minor or trivial. Some conditions, including cancer, HIV and multiple sclerosis, are treated as disabilities from diagnosis.

In practice, many more people are covered than businesses expect, including people with conditions that come and go and people whose disabilities are not visible.

### What the duty covers

The duty applies in three broad ways. You may need to change a provision, criterion or practice, meaning the way you usually do things, such as a rule that all customers must queue or all staff must start at nine. You may need to change a physical feature, such as steps, a heavy door or poor lighting, or find a way to avoid it. And you may need to provide an auxiliary aid or service, such as a hearing loop, information in large print or an interpreter.

You cannot charge a disabled person for a reasonable adjustment you are required to make.

### Customers: think ahead

For businesses serving the public, the duty is anticipatory. That means you should think in advance about what disabled people in general might need, not wait until a particular customer turns up and asks. A ramp, an accessible website, staff who know how to help a blind customer and a way to contact you other than by phone are examples of the kind of thing you can plan for.

### Employees and candidates

For employers, the duty applies to job applicants and employees. It usually begins once you know, or could reasonably be expected to know, that a person is disabled and likely to be disadvantaged. Adjustments might include changes to hours, duties, equipment, the place of work or the recruitment process.

### What is reasonable?

The Act does not give a list of reasonable adjustments, because what is reasonable depends on the circumstances. Things that are usually taken into account include:

How effective the adjustment would be in removing or reducing the disadvantage.

How practical it is to make.

The cost, and the resources and size of your organisation.

Whether any financial or other help is available, such as Access to Work for employees.

A small business is not expected to do what a large chain could afford, but cost alone rarely justifies doing nothing. Many effective adjustments cost little or nothing at all.

### A practical way to approach it

When a need arises, or when you are reviewing how you work, follow a simple process.

First, talk to the person, or to disabled people more broadly if you are planning ahead. Ask what the barrier is and what would help.

Second, consider the options, including the one the person suggests. Think creatively: there is often more than one way to remove a barrier.

Third, decide and act promptly. Delay can itself cause disadvantage.

Fourth, write down what you considered, what you decided and why. If you decide something is not reasonable, record the reasons honestly and look for an alternative that would help.

Finally, review it. Needs and circumstances change.

---

### Common mistakes to avoid

Waiting for someone to complain before thinking about access. Asking for proof of disability before making a simple change. Assuming you know what someone needs without asking. Making an adjustment once and then letting it lapse, such as a ramp that is never brought out because new staff do not know it exists. Treating an adjustment as a special favour rather than part of good service.

Reasonable adjustments are not a burden to be minimised. Done well, they make your business easier to use, widen your customer base and help you keep good staff.

### Where to find out more

The Equality and Human Rights Commission publishes statutory codes of practice explaining the Act in detail, with examples, for services and for employment. Acas offers practical guidance for employers. If you face a specific dispute or complex decision, get advice from a solicitor or another qualified adviser.

*This article is general guidance, not legal advice, and does not guarantee that any particular step meets your legal obligations.*`,
  },
  {
    title: "Planning a safe emergency evacuation for everyone",
    publishedOn: "2026-09-21",
    sources: [FIRE_SAFETY_ORDER, FIRE_SCOTLAND_ACT, WORKPLACE_FIRE_SAFETY],
    relatedQuickSolutions: [
      "Part of the premises only reachable by stairs",
      "Access equipment that staff don't know about",
      "Layout that's hard to find your way around",
    ],
    excerpt:
      "Your fire and emergency plans must work for disabled people too. Here is how to plan evacuation that does not leave anyone waiting for rescue.",
    category: "premises",
    tags: ["emergency evacuation", "fire safety", "PEEPs", "premises", "safety"],
    content: `## Everyone needs a way out

Fire alarms, evacuation drills and assembly points are so familiar that it is easy to forget they were often designed with only one kind of person in mind: someone who can hear the alarm, see the signs, understand what is happening straight away and walk quickly down the stairs. Many disabled employees and visitors do not fit that picture, and a plan that ignores them is not a safe plan.

Fire safety law across the UK, such as the Regulatory Reform (Fire Safety) Order 2005 in England and Wales, and the equivalent laws in Scotland and Northern Ireland, places duties on the person responsible for the premises to make sure that everyone can escape safely. Your plan should not depend on the fire and rescue service arriving to carry people out. Their role is firefighting and rescue in an emergency, not to be the first part of your evacuation procedure.

### Start with your fire risk assessment

Your fire risk assessment should consider who might be at particular risk, including disabled people, and what you will do about it. Think about the people who work in your building and the people who visit. Consider a range of needs:

People who use wheelchairs or have limited mobility, and who may not be able to use stairs or may be slow on them.

People who are deaf or hard of hearing, who may not hear an alarm, particularly if they are alone in a toilet or a meeting room.

People who are blind or partially sighted, who may not be able to follow signs or find an unfamiliar route.

People with learning disabilities, dementia or some mental health conditions, who may be confused or distressed by an alarm.

People with heart or breathing conditions, who may not manage long flights of stairs.

People who are temporarily injured or pregnant.

### Personal emergency evacuation plans

For employees and regular visitors who may need help, agree a personal emergency evacuation plan, often called a PEEP, with each person. Sit down together and work out how they will know there is an emergency, which route they will use, what help they need, who will provide it, and what equipment is involved. The person is the best judge of what works for them. Keep the plan confidential, share it only with those who need to know, practise it, and review it when anything changes.

### Visitors and customers

You cannot write a personal plan for every customer, so have a general plan for visitors. This sets out standard arrangements, such as staff who will check accessible toilets and quiet areas, who will guide people, and how you will help someone who cannot use the stairs. Ask visitors on arrival, or when they book, whether they would need any help in an emergency, and make it easy for them to say so without having to explain their condition.

### Alarms people can notice

A sounder alone will not alert everyone. Depending on your premises and the people who use them, consider visual alarm beacons in toilets, meeting rooms and other places where someone may be alone, vibrating pagers for deaf employees, and a buddy system so that someone always checks on a named colleague. Make sure staff understand that some people will not hear or recognise the alarm.

### Stairs, refuges and evacuation equipment

In buildings with more than one storey, disabled people who cannot use stairs need a safe way down. Some buildings have refuge areas: protected spaces, usually on stair landings, where a person can wait briefly in relative safety with a two-way communication system, before being helped out. A refuge is a place to wait for your own staff to assist, not a place to be left until the emergency services arrive.

Evacuation chairs, which let a trained person help someone down the stairs, can be part of the answer. They are only useful if enough staff are trained, the training is refreshed, and the chairs are kept where they will be needed. Some lifts are designed for evacuation use; ordinary lifts should not be used in a fire unless they are designed and managed for that purpose.

---

### Signs, routes and information

Keep escape routes clear and well lit, with step edges and handrails that stand out. Make signs clear and consistent. Provide the evacuation procedure in accessible formats, such as large print and easy read, and include it in induction for new staff and visitors who will be on site for a while.

### Practise and learn

Drills are your best test. Include people who need assistance, with their agreement, and include the equipment. Time how long things take. Afterwards, ask everyone involved what went wrong or felt unsafe, and change the plan. Staff turnover quickly erodes knowledge, so check regularly that the people named in plans are still there and still trained.

A good evacuation plan gives disabled people the same thing it gives everyone else: confidence that if the alarm sounds, they will get out safely.

*This article is general guidance, not a fire risk assessment. Get advice from a competent fire safety professional for your premises.*`,
  },
];
