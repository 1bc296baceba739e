import { describe, expect, it } from '@jest/globals';
import 'reflect-metadata';
import { getMetadataStorage } from 'class-validator';
import { MESSAGES } from '../messages.js';
import * as dtos from './index.js';

describe('every DTO', () => {
  it("words a value too long with the contract's length message (or its own), never class-validator's English default", () => {
    const classes = Object.values(dtos).filter((value): value is new () => object => typeof value === 'function' && /Dto$/.test(value.name));
    expect(classes.length).toBeGreaterThan(10);
    const unworded: string[] = [];
    let checked = 0;
    for (const dto of classes) {
      for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
        if (rule.name !== 'maxLength') continue;
        checked += 1;
        const message = typeof rule.message === 'function' ? rule.message({} as never) : rule.message;
        if (!message) unworded.push(`${dto.name}.${rule.propertyName}`);
        else if (message !== MESSAGES.maxLength(rule.constraints[0] as number)) expect(message).not.toMatch(/shorter than or equal/);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(unworded).toEqual([]);
  });
});
