/**
 * Emulates a machine with more hardware threads for a program run (--hardware-threads): some CPU
 * backends of 3.x abort on machines with two or fewer threads, and a maintainer on such a machine
 * still needs to see what the program prints where it can run. libstdc++'s
 * std::thread::hardware_concurrency() asks glibc's get_nprocs(), so a preloaded library that
 * answers get_nprocs() changes what the program sees, and nothing else.
 */
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';

/** Builds the preload library in dir and returns the LD_PRELOAD assignment for the run lines. */
export function threadCountPreload(dir: string, threads: number): string {
  const source = path.join(dir, 'hardware-threads.c');
  const library = path.join(dir, 'libhardware-threads.so');
  writeFileSync(
    source,
    `int get_nprocs(void) { return ${threads}; }\nint get_nprocs_conf(void) { return ${threads}; }\n`,
  );
  execFileSync('cc', ['-shared', '-fPIC', '-o', library, source]);
  return `export LD_PRELOAD=${library}`;
}
