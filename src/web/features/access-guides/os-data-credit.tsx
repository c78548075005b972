// The Open Government Licence asks for this line wherever Ordnance Survey's postcode centres are
// used: under the directory's results when a search was placed by a postcode.
export const OS_DATA_CREDIT = "Contains OS data © Crown copyright and database right 2026";

export function OsDataCredit() {
  return <p className="text-muted text-sm">{OS_DATA_CREDIT}</p>;
}
