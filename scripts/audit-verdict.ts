/**
 * Reads `npm audit --json` output. RELIABILITY 24: high and critical advisories fail the build. When the
 * registry's audit service cannot be reached (an offline machine, a mirror without the bulk advisory
 * endpoint) there is nothing to judge: that is reported as unavailable, never as clean.
 */
export type AuditVerdict =
  | { kind: 'clean'; total: number }
  | { kind: 'vulnerable'; packages: Array<{ name: string; severity: string }> }
  | { kind: 'unavailable'; reason: string };

const BLOCKING = new Set(['high', 'critical']);

interface Report {
  vulnerabilities?: Record<string, { name?: string; severity?: string }>;
  metadata?: { vulnerabilities?: Record<string, number> };
  message?: string;
  error?: { summary?: string; code?: string };
}

export function auditVerdict(json: string): AuditVerdict {
  let report: Report;
  try {
    report = JSON.parse(json) as Report;
  } catch {
    return { kind: 'unavailable', reason: 'npm audit printed no JSON' };
  }
  if (!report || typeof report !== 'object' || !report.vulnerabilities || !report.metadata?.vulnerabilities) {
    return {
      kind: 'unavailable',
      reason: report?.error?.summary || report?.message || 'no advisory data in the answer',
    };
  }
  const packages = Object.entries(report.vulnerabilities)
    .filter(([, v]) => BLOCKING.has(v.severity ?? ''))
    .map(([name, v]) => ({ name: v.name ?? name, severity: v.severity ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (packages.length > 0) return { kind: 'vulnerable', packages };
  return { kind: 'clean', total: report.metadata.vulnerabilities.total ?? 0 };
}
