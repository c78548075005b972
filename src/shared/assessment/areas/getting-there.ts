import type { Area } from "../model.ts";

export const gettingThere: Area = {
  id: "getting-there",
  title: "Getting there and getting in",
  intro:
    "How visitors find you, travel to you, and get from the pavement or car park through your front door.",
  questions: [
    {
      id: "getting-there.step-free-entrance",
      text: "Is your main entrance step-free?",
      hint: "Even one step can stop a wheelchair user or someone with a mobility scooter from getting in at all, and makes the way in risky for people who are unsteady on their feet.",
      definitions: [
        {
          term: "step-free",
          meaning:
            "Possible to use without any steps or raised sills, by level ground, a gentle ramp or a lift.",
        },
      ],
      primary: true,
      fix: {
        action:
          "Keep a portable ramp by the door, with a bell at a height a seated person can reach and a sign saying staff will bring the ramp out.",
        impact: "high",
        effort: "low",
        cost: "££",
        learnMore: { quickSolution: "Single step at the shop entrance" },
      },
      guide: {
        section: "getting-in",
        yes: "Our main entrance is step-free.",
        partly:
          "There is one step of about [step height in centimetres] at our main entrance; ring the bell beside the door and we will bring out our portable ramp.",
        no: "There are [number of steps] steps at our main entrance, each about [step height in centimetres] high[, with a handrail on the left or right].",
      },
    },
    {
      id: "getting-there.step-free-alternative",
      text: "If your main entrance has steps, is there a step-free entrance that is open whenever you are?",
      hint: "A step-free side door only helps if people can find it and get through it; being left outside a locked back door is a common and demoralising experience.",
      primary: false,
      fix: {
        action:
          "Put a sign at the main entrance pointing to the step-free entrance, and keep that door unlocked during opening hours or fit a bell that staff always answer.",
        impact: "high",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Step-free entrance round the back, locked or unsigned" },
      },
      guide: {
        section: "getting-in",
        yes: "Our step-free entrance is [where the step-free entrance is], about [distance in metres] from the main door, and it is open whenever we are.",
        partly:
          "We have a step-free entrance at [where the step-free entrance is]; ring the bell there, or call us on [phone number], and we will open it for you.",
      },
    },
    {
      id: "getting-there.door-easy-to-open",
      text: "Can your entrance door be opened with a light push or pull?",
      hint: "A heavy door can defeat wheelchair users, older people and anyone with arthritis or a weak grip, and a door that swings shut fast can knock people off balance.",
      primary: true,
      fix: {
        action:
          "Adjust the door closer, or ask a door fitter to, so the door opens with light force and closes slowly.",
        impact: "high",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Heavy front door with a strong closer" },
      },
      guide: {
        section: "getting-in",
        yes: "Our entrance door is [automatic, or light to open by hand].",
        partly:
          "Our entrance door is fairly heavy; if you would like it opened for you, knock or call us on [phone number].",
        no: "Our entrance door is heavy; knock or call us on [phone number] and we will open it for you.",
      },
    },
    {
      id: "getting-there.door-width",
      text: "Does your entrance door give a clear width of at least 80 centimetres when open?",
      hint: "Many wheelchairs and mobility scooters need about 80 centimetres to pass without scraping hands or the frame, and visitors can't tell the width until they arrive.",
      definitions: [
        {
          term: "clear width",
          meaning:
            "The gap you can actually pass through with the door fully open, measured from the face of the door to the frame opposite.",
        },
      ],
      primary: true,
      fix: {
        action:
          "Measure the clear width and publish it on your website, and open both halves of a double door whenever someone needs more room.",
        impact: "medium",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Entrance door too narrow for a wheelchair or scooter" },
      },
      guide: {
        section: "getting-in",
        yes: "Our entrance door is [door width in centimetres] wide when open.",
        partly:
          "Our entrance door is [door width in centimetres] wide; we can open the second half of the door to give [wider width in centimetres], just ask.",
        no: "Our entrance door is [door width in centimetres] wide, which may be too narrow for some wheelchairs and scooters.",
      },
    },
    {
      id: "getting-there.blue-badge-parking",
      text: "If you have a car park, are there Blue Badge spaces close to your entrance?",
      hint: "Disabled drivers and passengers often need a wide space to get a wheelchair out beside the car, and may only be able to walk a short distance.",
      definitions: [
        {
          term: "Blue Badge",
          meaning:
            "The UK parking permit for disabled people, which lets holders park closer to where they are going.",
        },
      ],
      primary: true,
      fix: {
        action:
          "Mark the space nearest your entrance as a Blue Badge bay with a clear zone beside it, and ask staff and delivery drivers to keep it free.",
        impact: "high",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Parking bays for Blue Badge holders too narrow or blocked" },
      },
      guide: {
        section: "arriving",
        yes: "We have [number] Blue Badge parking spaces [where the spaces are], about [distance in metres] from our entrance.",
        no: "We have no Blue Badge parking of our own; the nearest is [nearest accessible parking].",
      },
    },
    {
      id: "getting-there.route-to-entrance",
      text: "Is the path from the pavement or car park to your entrance level, even and kept clear?",
      hint: "Gravel, potholes, kerbs, A-boards and bins on the way in are hazards for blind people, wheelchair users and anyone unsteady on their feet.",
      primary: true,
      fix: {
        action:
          "Walk the path to your door, move A-boards and bins out of the way, and mark any kerb or slope that remains with a contrasting strip.",
        impact: "medium",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "A-boards and bins blocking the way in" },
      },
      guide: {
        section: "arriving",
        yes: "The route from [the pavement or our car park] to our entrance is level and even.",
        partly:
          "The route to our entrance has [describe it, for example a slope or a dropped kerb] at [where]; otherwise it is level and even.",
        no: "The route to our entrance has [describe it, for example gravel, a steep slope or a kerb]; please get in touch if you would like us to meet you.",
      },
    },
    {
      id: "getting-there.public-transport",
      text: "Do you tell visitors how to reach you by public transport?",
      hint: "Many disabled people don't drive, and how far the nearest stop is, or whether the station is step-free, decides whether they can come.",
      primary: false,
      fix: {
        action:
          "Add the nearest bus stop and station to your website, with the walking distance and whether the station is step-free.",
        impact: "medium",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "No directions for visitors who don't drive" },
      },
      guide: {
        section: "arriving",
        yes: "The nearest bus stop is [bus stop name], about [distance in metres] away; the nearest station is [station name], which [is or is not] step-free.",
      },
    },
    {
      id: "getting-there.entrance-easy-to-find",
      text: "Is your entrance easy to spot from the street?",
      hint: "People with low vision, dementia or a learning disability can walk past an entrance that blends into the frontage, or not know which door to use.",
      primary: false,
      fix: {
        action:
          "Put your name on a large, high-contrast sign at the entrance, and mark any glass door with a strip at eye level.",
        impact: "medium",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Signage with small text and poor colour contrast" },
      },
      guide: {
        section: "arriving",
        yes: "Our entrance is [describe it, for example the blue door to the left of the shop window].",
        no: "Our entrance can be hard to spot: look for [describe it, for example the blue door to the left of the shop window].",
      },
    },
  ],
};
