import { Select } from "./select";

/** Who wrote a word: one of the deck's players, or not recorded. */
export function PlayerSelect({
  id,
  label = "Who wrote it",
  players,
  value,
  onChange,
}: {
  id: string;
  label?: string;
  players: { id: string; name: string }[];
  value: string;
  onChange: (playerId: string) => void;
}) {
  return <Select id={id} label={label} value={value} onChange={onChange} options={[{ value: "", label: "Not recorded" }, ...players.map((p) => ({ value: p.id, label: p.name }))]} />;
}
