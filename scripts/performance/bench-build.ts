// npm run bench:build — the production build's time per prerendered page: wall time, and the CPU time of the whole
// build (every child process), divided by the pages written. CPU time moves less than wall time when the machine is
// shared, so both are printed with the load average. Builds into build-bench/, removed after; the figures go into
// docs/performance.md ("Build time per page").
import { execFileSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";

const RUNS = Number(process.env.BENCH_RUNS ?? 1);

/** Every prerendered HTML page under `dir`. */
function htmlPages(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html")).length;
}

/** Seconds as `times` prints them ("0m12.345s"). */
const seconds = (text: string) => {
  const [, minutes, secs] = /(\d+)m([\d.]+)s/.exec(text)!;
  return Number(minutes) * 60 + Number(secs);
};

function buildOnce() {
  // Inside the project (ignored by git like every build*/ folder): the CSS build resolves packages from there.
  const buildDir = path.resolve("build-bench");
  try {
    const started = performance.now();
    // `times` in the same shell reports the CPU time of every process the build ran.
    const output = execFileSync("bash", ["-c", "npm run build >/dev/null 2>&1 && times"], {
      encoding: "utf8",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    const wall = (performance.now() - started) / 1000;
    const [user = 0, system = 0] = output.trim().split("\n").at(-1)!.split(/\s+/).map(seconds);
    return { wall, cpu: user + system, pages: htmlPages(path.join(buildDir, "client")), load: loadavg()[0] ?? 0 };
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}

console.log("| run | pages | wall s | wall s per page | CPU s | CPU s per page | load average |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
for (let run = 1; run <= RUNS; run++) {
  const { wall, cpu, pages, load } = buildOnce();
  const row = [run, pages, wall.toFixed(1), (wall / pages).toFixed(3), cpu.toFixed(1), (cpu / pages).toFixed(3), load.toFixed(1)];
  console.log(`| ${row.join(" | ")} |`);
}
