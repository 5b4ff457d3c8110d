/** One changed field as the history table shows it (made from the contract's HistoryChange by each entity's formatter). */
export interface ReadableChange {
  label: string;
  from: string;
  to: string;
  /** both sides read the same (a long text changed past the clip): say "changed" instead */
  onlyChanged: boolean;
}
