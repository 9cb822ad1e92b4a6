/** Fills the {placeholders} of a catalogue text: formatMessage('{n} agent(s)', { n: 3 }) → '3 agent(s)'. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    key in values ? String(values[key]) : placeholder,
  );
}
