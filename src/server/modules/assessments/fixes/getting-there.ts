// Every gap on the way in is a getting-in gap: it comes first in the plan, whatever it costs.
import type { QuestionFixes } from "../../../../shared/assessment/model.ts";

export const gettingThereFixes: QuestionFixes = {
  "getting-there.step-free-entrance": {
    fix: {
      action:
        "For a single step, keep a portable ramp by the door, with a bell a seated person can reach and a sign saying staff will bring the ramp out; for more than one step, get advice on a permanent ramp or another way in.",
      impact: "high",
      quickSolution: "single-step-at-the-shop-entrance",
    },
    gettingIn: true,
    check:
      "With a tape measure, measure the height of every step, sill or lip on the way in through your main entrance, from the ground outside to the top. Building guidance allows a level threshold no more than 15 mm (1.5 cm) high in all, so note anything higher, and how many steps there are, before you buy a ramp.",
    guide: {
      section: "getting-in",
      yes: "Our main entrance is step-free.",
      partly:
        "Our main entrance has [describe the step or sill, for example one step about 10 centimetres high]; [how we help you in, for example ring the bell beside the door and we will bring out a ramp].",
      no: "There are [number of steps] steps at our main entrance, each about [step height in centimetres] high[, with a handrail on the left or right].",
    },
  },
  // A finding: "No" says there is no other way in, which the main entrance's fix already meets,
  // so nothing here may send anyone to a step-free door (answers.test.ts walks every answer).
  "getting-there.step-free-alternative": {
    fix: {
      impact: "high",
      quickSolution: "step-free-entrance-round-the-back-locked-or-unsigned",
    },
    gettingIn: true,
    check:
      "Walk round the outside of your building and look at every door visitors could use, such as a side, back or car-park door. Note any with no step or raised sill on the way in, and whether it leads to where you serve customers.",
    guide: {
      section: "getting-in",
      yes: "We have a step-free entrance [where the step-free entrance is], about [distance in metres] from the main door.",
      no: "We have no other, step-free entrance.",
    },
  },
  "getting-there.step-free-alternative-open": {
    fix: {
      action:
        "Keep your step-free entrance unlocked whenever you are open, or fit a bell beside it that a seated person can reach and that staff always answer, and put a sign at the main entrance pointing the way to it.",
      impact: "high",
      quickSolution: "step-free-entrance-round-the-back-locked-or-unsigned",
    },
    gettingIn: true,
    check:
      "Try your step-free entrance at different times of day, including your busiest hour and your last, to see whether it is unlocked, or whether someone answers its bell within a minute or two. Walk to it from the main entrance and note whether a sign points the way.",
    guide: {
      section: "getting-in",
      yes: "It is open whenever we are.",
      partly:
        "It is not always open: [when it is open, and how to ask us to open it at other times, for example ring the bell beside it].",
      no: "It is not always open: [how to ask us to open it, for example ring the bell beside it or call us when you arrive].",
    },
  },
  "getting-there.door-easy-to-open": {
    fix: {
      action:
        "Adjust the door closer, or ask a door fitter to, so the door opens with light force and closes slowly.",
      impact: "high",
      quickSolution: "heavy-front-door-with-a-strong-closer",
    },
    gettingIn: true,
    check:
      "Hook a luggage scale or a door pressure gauge over the handle and pull the door open slowly: building guidance asks for no more than 30 newtons, about 3 kg on the scale, to get it moving. Then let it close and check that someone slow on their feet would be through before it shuts.",
    guide: {
      section: "getting-in",
      yes: "Our entrance door is [automatic, or light to open by hand].",
      partly:
        "Our entrance door is fairly heavy; [how to ask us to open it for you, for example knock on the window].",
      no: "Our entrance door is heavy; [how to ask us to open it for you, for example call us when you arrive].",
    },
  },
  "getting-there.door-width": {
    fix: {
      action:
        "Measure the effective clear width and publish it on your website, open both halves of a double door or move whatever narrows the gap when someone needs more room, and ask for about 1000 mm if you ever rebuild the entrance.",
      impact: "medium",
      quickSolution: "entrance-door-too-narrow-for-a-wheelchair-or-scooter",
    },
    gettingIn: true,
    check:
      "Open the door as far as it goes and measure straight across, at the narrowest point, from the face of the door, or its handle or closer arm if they stick out further, to the door stop on the other side of the frame, counting anything fixed in the way. For a double door, measure with one half open and again with both.",
    guide: {
      section: "getting-in",
      yes: "Our entrance door gives a clear width of [clear width in centimetres] when fully open.",
      partly:
        "Our entrance door gives a clear width of [clear width in centimetres] when fully open; [how we can make more room, for example by opening the second door].",
      no: "Our entrance door gives a clear width of only [clear width in centimetres], which may be too narrow for some wheelchairs and scooters.",
    },
  },
  // A finding: "No" says there is no car park, so nothing may advise marking a bay in one; the
  // guide says where visitors can park instead (answers.test.ts walks every answer).
  "getting-there.car-park": {
    fix: {
      impact: "high",
      quickSolution: "parking-bays-for-blue-badge-holders-too-narrow-or-blocked",
    },
    gettingIn: true,
    check:
      "Check your lease, or ask your landlord, whether any spaces in a car park or yard at your premises are yours to offer visitors, and whether they are shared with other businesses.",
    guide: {
      section: "arriving",
      yes: "We have a car park for visitors [where it is and how to get into it].",
      no: "We have no car park of our own; the nearest parking is [where, how far from our entrance, and any Blue Badge spaces there].",
    },
  },
  "getting-there.blue-badge-parking": {
    fix: {
      action:
        "Mark the space in your car park nearest your entrance as a Blue Badge bay with a clear zone beside it, and ask staff and delivery drivers to keep it free.",
      impact: "high",
      quickSolution: "parking-bays-for-blue-badge-holders-too-narrow-or-blocked",
    },
    gettingIn: true,
    check:
      "In your car park, measure the space nearest your entrance and pace the distance from it to your door. A Blue Badge bay needs a marked clear zone about 1.2 metres wide beside it and behind it, and should be as close to the entrance as you can make it, ideally within 50 metres on a level route.",
    guide: {
      section: "arriving",
      yes: "We have [number] Blue Badge parking spaces [where the spaces are], about [distance in metres] from our entrance.",
      no: "Our car park has no Blue Badge spaces near our entrance; [where the nearest Blue Badge parking is].",
    },
  },
  "getting-there.route-to-entrance": {
    fix: {
      action:
        "Walk the path to your door, move A-boards and bins out of the way, and mark any kerb or slope that remains with a contrasting strip.",
      impact: "medium",
      quickSolution: "a-boards-and-bins-blocking-the-way-in",
    },
    gettingIn: true,
    check:
      "Walk the way in from the pavement and from any car park, pushing a wheelchair or pushchair if you can borrow one, and note every kerb, step, slope, loose surface and obstacle. Measure the narrowest point: aim for a clear width of 1.5 metres, with nothing hanging lower than head height.",
    guide: {
      section: "arriving",
      yes: "The route from [where visitors arrive, such as the pavement or a car park] to our entrance is level and even.",
      partly:
        "The route to our entrance has [describe it, for example a slope or a dropped kerb] at [where]; otherwise it is level and even.",
      no: "The route to our entrance has [describe it, for example gravel, a steep slope or a kerb]; [how we can help, for example call us and we will meet you at the gate].",
    },
  },
  "getting-there.public-transport": {
    fix: {
      action:
        "Add the nearest bus stop and station to your website, with the walking distance and whether the station is step-free.",
      impact: "medium",
      quickSolution: "no-directions-for-visitors-who-don-t-drive",
    },
    gettingIn: true,
    check:
      "Read your website as a first-time visitor would and note whether it names the nearest bus stop and station and how far each is on foot. Look up whether the station is step-free on National Rail's station pages, or the operator's, rather than guessing.",
    guide: {
      section: "arriving",
      yes: "The nearest bus stop is [bus stop name], about [distance in metres] away; the nearest station is [station name], which [is or is not] step-free.",
    },
  },
  "getting-there.entrance-easy-to-find": {
    fix: {
      action:
        "Put your name on a large, high-contrast sign at the entrance, and mark any glass door with a strip or pattern at standing and seated eye level.",
      impact: "medium",
      quickSolution: "signage-with-small-text-and-poor-colour-contrast",
    },
    gettingIn: true,
    check:
      "Stand across the street, or ask someone who has never visited, and see how quickly the entrance can be picked out and whether it is clear which door to use. Check that any glass door or panel has markings that stand out at two heights, about 85 to 100 cm and 140 to 160 cm from the ground.",
    guide: {
      section: "arriving",
      yes: "Our entrance is [describe it, for example the blue door to the left of the shop window].",
      no: "Our entrance can be hard to spot: look for [describe it, for example the blue door to the left of the shop window].",
    },
  },
};
