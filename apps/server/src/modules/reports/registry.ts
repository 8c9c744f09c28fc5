import type { ModuleDefinition, ReportSource } from '../../kernel/module.ts';

/** The report sources of the registered modules, by key (read once, on first use). */
export type ReportSources = () => ReadonlyMap<string, ReportSource>;

/**
 * Issue 23: every module may hand saved reports a source (`defineModule({ reportSources })`); the reports
 * module reads them from the module registry it is given, so an application adds a source without touching
 * the reports module.
 */
export function reportSourcesOf(modules: () => readonly ModuleDefinition[]): ReportSources {
  let found: Map<string, ReportSource> | undefined;
  return () => {
    found ??= new Map(
      modules()
        .flatMap((m) => m.reportSources ?? [])
        .map((s) => [s.descriptor.key, s]),
    );
    return found;
  };
}
