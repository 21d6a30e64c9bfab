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
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="min-h-12 rounded-xl border-2 border-line bg-white px-3">
        <option value="">Not recorded</option>
        {players.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}
