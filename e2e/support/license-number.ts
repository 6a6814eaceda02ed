/**
 * A valid doctor's licence number (PWZ) no other test of this run has: six digits from the clock,
 * then their check digit (digits 2–7 weighted 1–6, modulo 11, spec part 1 §5). e2e drives the app
 * only, so the rule is written here rather than imported from the domain package.
 */
let lastSeed = 0;

export function freshLicenseNumber(): string {
  // Never a seed this process gave already: a test may take several in one millisecond.
  const start = Math.max(Date.now() + Math.floor(Math.random() * 1000), lastSeed + 1);
  for (let seed = start; ; seed += 1) {
    const six = String(seed % 1_000_000).padStart(6, '0');
    const check = [...six].reduce((sum, digit, index) => sum + Number(digit) * (index + 1), 0) % 11;
    if (check < 10) {
      lastSeed = seed;
      return `${check}${six}`;
    }
  }
}
