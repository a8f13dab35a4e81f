/**
 * Derives how a page tells the reader to build one of its programs: a shell block with compiler or
 * CMake lines near the program, a CMakeLists.txt block, a compiler command in the prose, or link
 * instructions in the prose (library names or a target_link_libraries line, completed with the
 * CMakeLists.txt the page links to or the version's C++ usage guide shows). Nothing is invented:
 * a program without any of these gets a "no build line" problem.
 */
import path from 'node:path';
import type {DocProgram, PageBlock, PageCode, PageItem} from './page-programs';
import {settings} from './settings';

export interface BuildPlan {
  /** Files written into the program's folder before the build, by relative path. */
  files: Map<string, string>;
  /** Shell lines that build the program, as the page writes them. */
  buildLines: string[];
  /** Shell lines that run the program, as the page writes them. */
  runLines: string[];
  /** Where the instructions come from, for the record. */
  origin: string;
}

export type BuildDerivation = {plan: BuildPlan} | {problem: string};

const COMPILER = /^(?:\w+=\S*\s+)*(g\+\+|clang\+\+|c\+\+)\s/;
const CMAKE_STEP = /^cmake\s+(-S|-B|--build|\.)/;
const RUN = /^(?:\w+=\S*\s+)*\.\/\S+/;
const SOURCE_ARG = /^[\w./-]+\.(cpp|cc|cxx)$/;

/** Shell lines with backslash continuations joined and comments removed. */
export function shellLines(code: string): string[] {
  return code
    .replace(/[ \t]*\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter(Boolean);
}

function sourcesOf(command: string): string[] {
  return command.split(/\s+/).filter((word) => SOURCE_ARG.test(word));
}

function outputOf(command: string): string {
  return /\s-o\s+(\S+)/.exec(command)?.[1] ?? 'a.out';
}

function isBuildBlock(block: PageBlock): boolean {
  if (!settings.shellLanguages.includes(block.language)) return false;
  return shellLines(block.code).some((line) => COMPILER.test(line) || CMAKE_STEP.test(line));
}

function isForbidden(block: PageBlock): boolean {
  return settings.forbiddenShellWords.test(block.code);
}

function codeBlocks(items: PageItem[]): PageBlock[] {
  return items.flatMap((item) => (item.kind === 'code' ? [item.block] : []));
}

function proseOf(items: PageItem[]): string[] {
  return items.flatMap((item) => (item.kind === 'prose' ? [item.text] : []));
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.:])\s+(?=[A-Z`])/);
}

function codeSpans(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

interface CmakeProject {
  text: string;
  target: string;
  source: string;
}

function cmakeProject(block: PageBlock): CmakeProject | undefined {
  if (block.language !== 'cmake') return undefined;
  const match = /add_executable\(\s*(\S+)\s+([^)\s]+)/.exec(block.code);
  if (!match) return undefined;
  return {text: block.code, target: match[1]!, source: match[2]!};
}

/** Plan from a shell block: its build lines, its run lines, the CMakeLists.txt its cmake lines need. */
function planFromShell(
  program: DocProgram,
  page: PageCode,
  block: PageBlock,
  prerequisites: PageBlock[],
): BuildDerivation {
  const lines = shellLines(block.code);
  const buildLines = lines.filter((line) => !RUN.test(line));
  let runLines = lines.filter((line) => RUN.test(line));
  const files = new Map<string, string>();
  for (const [name, code] of page.namedFiles) files.set(name, code);
  const compile = buildLines.find((line) => COMPILER.test(line));
  const origin = [`shell block at line ${block.line}`];
  if (compile) {
    const own = sourcesOf(compile).filter((source) => !page.namedFiles.has(source));
    files.set(program.fileName ?? own[0] ?? 'main.cpp', program.block.code);
    if (!runLines.length) runLines = [`./${outputOf(compile)}`];
  } else {
    const project = nearestCmakeProject(page, program);
    if (!project)
      return {problem: 'no build line: cmake commands, but no CMakeLists.txt block on the page'};
    files.set('CMakeLists.txt', project.block.code);
    files.set(program.fileName ?? project.project.source, program.block.code);
    origin.push(`CMakeLists.txt block at line ${project.block.line}`);
    if (!runLines.length) runLines = [`./build/${project.project.target}`];
  }
  const before = prerequisites.flatMap((prerequisite) => {
    origin.unshift(`shell block at line ${prerequisite.line}`);
    return shellLines(prerequisite.code).filter((line) => !RUN.test(line));
  });
  return {
    plan: {files, buildLines: [...before, ...buildLines], runLines, origin: origin.join(', ')},
  };
}

function nearestCmakeProject(
  page: PageCode,
  program: DocProgram,
): {block: PageBlock; project: CmakeProject} | undefined {
  const candidates = codeBlocks(page.items)
    .map((block) => ({block, project: cmakeProject(block)}))
    .filter((c): c is {block: PageBlock; project: CmakeProject} => Boolean(c.project));
  const above = candidates.filter((c) => c.block.line < program.block.line).pop();
  return above ?? candidates.find((c) => c.block.line > program.block.line);
}

function defaultCmakePlan(
  program: DocProgram,
  block: PageBlock,
  project: CmakeProject,
  origin: string,
): BuildPlan {
  return {
    files: new Map([
      ['CMakeLists.txt', project.text],
      [program.fileName ?? project.source, program.block.code],
    ]),
    buildLines: ['cmake -S . -B build', 'cmake --build build'],
    runLines: [`./build/${project.target}`],
    origin: `${origin} (configured and built with cmake -S . -B build and cmake --build build)`,
  };
}

/** The first CMakeLists.txt with add_executable on the given pages, and the shell block after it. */
function templateProject(
  pages: PageCode[],
): {page: PageCode; block: PageBlock; project: CmakeProject} | undefined {
  for (const page of pages) {
    for (const block of codeBlocks(page.items)) {
      const project = cmakeProject(block);
      if (project && /target_link_libraries/.test(project.text)) return {page, block, project};
    }
  }
  return undefined;
}

function linkedPages(program: DocProgram, text: string, pages: PageCode[]): PageCode[] {
  return [...text.matchAll(/\]\(([^)#\s]+\.mdx?)(#[^)]*)?\)/g)].flatMap((match) => {
    const target = path.posix.normalize(
      path.posix.join(path.posix.dirname(program.page), match[1]!),
    );
    return pages.filter((page) => page.page === target);
  });
}

/** CMake build from link instructions in prose, on the CMakeLists.txt of a linked page or the usage guide. */
function planFromLinkProse(
  program: DocProgram,
  text: string,
  paragraph: string,
  pages: PageCode[],
): BuildDerivation | undefined {
  const spans = codeSpans(text);
  const explicit =
    /target_link_libraries\(\s*(\S+)\s+(?:PRIVATE|PUBLIC|INTERFACE)?\s*([^)]*)\)/.exec(text);
  const named = spans.flatMap((span) =>
    span.split(/\s+/).flatMap((word) => {
      const lib = /^(?:-l)?(icicle_\w+)$/.exec(word)?.[1];
      return lib ? [lib] : [];
    }),
  );
  const libs = explicit ? explicit[2]!.trim().split(/\s+/) : named;
  if (!libs.length || !/\blink/i.test(text)) return undefined;
  const guides = pages.filter((page) => /(^|\/)programmers_guide\/cpp\.md$/.test(page.page));
  const template = templateProject([...linkedPages(program, paragraph, pages), ...guides]);
  if (!template)
    return {problem: 'no build line: link instructions, but no CMakeLists.txt to apply them to'};
  const target = explicit?.[1] ?? template.project.target;
  const cmake = template.project.text
    .replace(new RegExp(`\\b${template.project.target}\\b`, 'g'), target)
    .replace(
      /target_link_libraries\(([^)]*)\)/,
      `target_link_libraries(${target} PRIVATE ${libs.join(' ')})`,
    );
  const plan = defaultCmakePlan(
    program,
    template.block,
    {text: cmake, target, source: template.project.source},
    `link instructions in the prose, on the CMakeLists.txt of ${template.page.page} (line ${template.block.line})`,
  );
  return {plan};
}

/** Compiler command of a linked page plus the extra flags the prose names ("flags from the Setup Guide"). */
function planFromLinkedFlags(
  program: DocProgram,
  text: string,
  pages: PageCode[],
): BuildDerivation | undefined {
  if (!/flags from/i.test(text)) return undefined;
  for (const linked of linkedPages(program, text, pages)) {
    const block = codeBlocks(linked.items).find((b) => isBuildBlock(b) && !isForbidden(b));
    const lines = block ? shellLines(block.code) : [];
    const compile = lines.find((line) => COMPILER.test(line));
    if (!block || !compile) continue;
    const extra = codeSpans(text).filter((span) => /^-\S+$/.test(span));
    const source = sourcesOf(compile)[0] ?? 'main.cpp';
    return {
      plan: {
        files: new Map([[source, program.block.code]]),
        buildLines: lines
          .filter((line) => !RUN.test(line))
          .map((line) => (line === compile ? [line, ...extra].join(' ') : line)),
        runLines: lines.filter((line) => RUN.test(line)).length
          ? lines.filter((line) => RUN.test(line))
          : [`./${outputOf(compile)}`],
        origin: `flags ${extra.join(' ')} with the compiler line of ${linked.page} (line ${block.line})`,
      },
    };
  }
  return undefined;
}

export function deriveBuild(
  program: DocProgram,
  page: PageCode,
  pages: PageCode[],
): BuildDerivation {
  const near = [...program.after, ...program.before];
  const shell = codeBlocks(near).filter(isBuildBlock);
  const allowed = shell.filter((block) => !isForbidden(block));
  const ownBlock = allowed[0];
  if (ownBlock) {
    const own = new Set(page.namedFiles.keys());
    const prerequisites = codeBlocks(page.items).filter(
      (block) =>
        block.line < ownBlock.line &&
        block !== ownBlock &&
        isBuildBlock(block) &&
        !isForbidden(block) &&
        shellLines(block.code).some(
          (line) => COMPILER.test(line) && sourcesOf(line).every((s) => own.has(s)),
        ),
    );
    return planFromShell(program, page, ownBlock, prerequisites);
  }
  const cmake = codeBlocks(near)
    .map((block) => ({block, project: cmakeProject(block)}))
    .find((c) => c.project);
  if (cmake?.project) {
    return {
      plan: defaultCmakePlan(
        program,
        cmake.block,
        cmake.project,
        `CMakeLists.txt block at line ${cmake.block.line}`,
      ),
    };
  }
  const prose = proseOf(program.after).concat(proseOf(program.before));
  for (const paragraph of prose) {
    const command = codeSpans(paragraph).find((span) => COMPILER.test(span));
    if (command) {
      const source = sourcesOf(command)[0] ?? 'main.cpp';
      return {
        plan: {
          files: new Map([[program.fileName ?? source, program.block.code]]),
          buildLines: [command],
          runLines: [`./${outputOf(command)}`],
          origin: 'compiler command in the prose',
        },
      };
    }
  }
  for (const paragraph of prose) {
    for (const sentence of sentences(paragraph)) {
      const derived =
        planFromLinkedFlags(program, sentence, pages) ??
        planFromLinkProse(program, sentence, paragraph, pages);
      if (derived) return derived;
    }
  }
  if (shell.length) {
    return {
      problem: `no build line: the shell block at line ${shell[0]!.line} also fetches, installs or builds the library`,
    };
  }
  return {
    problem:
      'no build line: the page gives no compiler command, CMakeLists.txt or link instructions for it',
  };
}
