import { describe, expect, it } from 'vitest';
import { takingTurns } from '../taking-turns.ts';

/** A task that notes when it starts and when it ends, after `ms`, answering `name`. */
function task(name: string, ms: number, events: string[]) {
  return async () => {
    events.push(`${name} started`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    events.push(`${name} ended`);
    return name;
  };
}

describe('the benchmark’s tasks taking turns', () => {
  it('one by one: the first task runs to its end before the second starts, or the other way round when reversed', async () => {
    const inOrder: string[] = [];
    expect(await takingTurns(false, task('a', 20, inOrder), task('b', 5, inOrder), { oneByOne: true })).toEqual(['a', 'b']);
    expect(inOrder).toEqual(['a started', 'a ended', 'b started', 'b ended']);

    const reversed: string[] = [];
    expect(await takingTurns(true, task('a', 5, reversed), task('b', 20, reversed), { oneByOne: true })).toEqual(['a', 'b']);
    expect(reversed).toEqual(['b started', 'b ended', 'a started', 'a ended']);
  });

  it('at once: both run together, started in turn, and their results keep the tasks’ order', async () => {
    const inOrder: string[] = [];
    expect(await takingTurns(false, task('a', 20, inOrder), task('b', 5, inOrder), { oneByOne: false })).toEqual(['a', 'b']);
    expect(inOrder).toEqual(['a started', 'b started', 'b ended', 'a ended']);

    const reversed: string[] = [];
    expect(await takingTurns(true, task('a', 20, reversed), task('b', 5, reversed), { oneByOne: false })).toEqual(['a', 'b']);
    expect(reversed).toEqual(['b started', 'a started', 'b ended', 'a ended']);
  });

  it('one by one, a task that fails stops the turn: the other one is not started', async () => {
    const events: string[] = [];
    const failing = async () => {
      events.push('a started');
      throw new Error('the stack did not start');
    };
    await expect(takingTurns(false, failing, task('b', 5, events), { oneByOne: true })).rejects.toThrow('the stack did not start');
    expect(events).toEqual(['a started']);
  });
});
