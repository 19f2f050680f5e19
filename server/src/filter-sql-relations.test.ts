import { describe } from 'vitest';
import { BUG, type Case, except, expectCases, NULLS, range } from './filter-sql.fixture.ts';

// Labels, assignees and projects, by id, by name and with like, and what "not" means for them.

const CASES: Case[] = [
  ['labels = 1', BUG],
  ['labels = bug', BUG],
  ['labels = BUG', BUG],
  ['labels in 1, 2', [1, 2, 3, 4, 11, 12, 21, 22]],
  ['labels in bug, feature', [1, 2, 3, 4, 11, 12, 21, 22]],
  ['labels in 1, feature', [1, 2, 3, 4, 11, 12, 21, 22]],
  ['labels ?= 3', [3, 5, 13]],
  ['labels != 1', except(BUG)],
  ['labels not in 1, 2', except([1, 2, 3, 4, 11, 12, 21, 22])],
  ['labels = "needs review"', [14, 15]],
  ['labels = "42"', [16]],
  ['labels = 42', []],
  ['labels like rev', [14, 15]],
  ['labels like b%', BUG],
  ['labels like %e', [2, 4, 12, 22]],
  ['labels = 1 && labels = 2', [2]],
  ['labels = nonexistent', []],
  ['labels = 3', [3, 5, 13, 6, 7, 8, 9, 10, 17, 18, 19, 20, 23, 24, 25, 26, 27, 28, 29, 30], NULLS],
  ['labels != 3', except([3, 5, 13]), NULLS],
  ['assignees = alice', [1, 2, 11]],
  ['assignees = 1', [1, 2, 11]],
  ['assignees in alice, bob', [1, 2, 3, 11, 12]],
  ['assignees in Alice, 3', [1, 2, 4, 11, 13]],
  ['assignees = "1234"', [14]],
  ['assignees = 1234', []],
  ['assignees = dave', []],
  ['assignees not in alice', except([1, 2, 11])],
  ['assignees != bob', except([2, 3, 12])],
  ['assignees like car', [4, 13]],
  ['assignees = carol', except([1, 2, 3, 11, 12, 14]), NULLS],
  ['assignees = alice && assignees = bob', [2]],
  ['project = 1', range(1, 10)],
  ['project = Inbox', range(1, 10)],
  ['project = inbox', range(1, 10)],
  ['project in 2, "Home Improvement"', range(11, 28)],
  ['project != 1', range(11, 30)],
  ['project not in Work, Archive', [...range(1, 10), ...range(21, 28)]],
  ['project like home', range(21, 28)],
  ['project = 99', []],
  ['project ?= 4', [29, 30]],
  ['project = 2 && (labels in bug, urgent || assignees = bob)', [11, 12, 13]],
];

describe('compileFilter against a seeded database', () => {
  expectCases(CASES);
});
