import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../scripts/audit-verdict';

const report = (vulnerabilities: Record<string, { severity: string }>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(Object.entries(vulnerabilities).map(([name, v]) => [name, { name, ...v }])),
    metadata: { vulnerabilities: { total: Object.keys(vulnerabilities).length } },
  });

describe('auditVerdict', () => {
  it.each([
    ['no advisories', report({}), { kind: 'clean', total: 0 }],
    [
      'only low and moderate',
      report({ a: { severity: 'low' }, b: { severity: 'moderate' } }),
      { kind: 'clean', total: 2 },
    ],
    [
      'high and critical, sorted by name',
      report({ zed: { severity: 'critical' }, abc: { severity: 'high' }, mid: { severity: 'low' } }),
      {
        kind: 'vulnerable',
        packages: [
          { name: 'abc', severity: 'high' },
          { name: 'zed', severity: 'critical' },
        ],
      },
    ],
    [
      'the registry refused the bulk endpoint',
      JSON.stringify({
        message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
        error: { summary: '', detail: '' },
      }),
      {
        kind: 'unavailable',
        reason: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      },
    ],
    [
      'npm error object',
      JSON.stringify({
        error: { code: 'ENOAUDIT', summary: 'Your configured registry does not support audit requests' },
      }),
      { kind: 'unavailable', reason: 'Your configured registry does not support audit requests' },
    ],
    ['not JSON at all', 'npm ERR! something', { kind: 'unavailable', reason: 'npm audit printed no JSON' }],
    [
      'an answer without advisory data',
      JSON.stringify({ auditReportVersion: 2 }),
      { kind: 'unavailable', reason: 'no advisory data in the answer' },
    ],
    ['empty output', '', { kind: 'unavailable', reason: 'npm audit printed no JSON' }],
  ])('%s', (_name, json, expected) => {
    expect(auditVerdict(json)).toEqual(expected);
  });
});
