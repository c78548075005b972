// The words of the open-data agreement a business gives when it sends its guide for review
// (decision 046): the manage form's tick box and the refusal without it. Apart from the licence
// itself (./licence.ts), so that only the manage page's script carries them.

export const LICENCE_AGREEMENT_LABEL =
  "I agree that the facts in this guide (not the photos) are published as open data under the Open Database Licence, so that anyone, such as OpenStreetMap mappers and accessibility maps, may reuse them if they say where they came from";

export const LICENCE_NEEDED_MESSAGE =
  "Tick the box to agree that the guide's facts are published as open data, so we can send it for review";
