/** An image slot: the topic the image is generated from (SPEC §7) and its text alternative. */
export interface HomeImage {
  topic: string;
  alt: string;
}

/** A figure with its label, set in tabular numerals ("500+" "Clients"). */
export interface Stat {
  value: string;
  label: string;
}
