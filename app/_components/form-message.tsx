export interface Message {
  ok: boolean;
  text: string;
}

/** The outcome of a form: announced politely when it worked, as an alert when it didn't. */
export function FormMessage({ message, large = false }: { message: Message | null; large?: boolean }) {
  if (!message) return null;
  return (
    <p
      role={message.ok ? "status" : "alert"}
      className={`rounded-xl p-3 font-bold ${large ? "text-lg" : ""} ${message.ok ? "bg-green-50 text-felt" : "border-2 border-snap bg-red-50 text-snap"}`}
    >
      {message.text}
    </p>
  );
}
