import { randomInt } from "node:crypto";
import type { FormName } from "./schemas/action-data";
import { referenceAlphabet, referenceCodeLength, referencePrefixes } from "./schemas/lead-api";

/** A new reference, `C-7K3M9QXR`: the form's letter and random letters from the CSPRNG. It may exist already. */
export function drawReference(form: FormName): string {
  let code = "";
  for (let index = 0; index < referenceCodeLength; index++) code += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return `${referencePrefixes[form]}-${code}`;
}
