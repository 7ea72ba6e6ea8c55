/*
 * Compiled by `npm run typecheck`, never run: the AI adapters speak the providers' REST APIs
 * with fetch, and this file holds what they send and read up against the vendors' own SDK
 * types (`openai`, `@google/genai`, dev dependencies, types only: the SDKs need Node 22). A
 * model the SDK stops listing, a renamed request field or a renamed response field fails here.
 */
import type { Candidate, Content, FinishReason, GenerateContentConfig, Interactions, Part } from '@google/genai';
import type { ImageEditParamsNonStreaming, ImageModel, ImagesResponse } from 'openai/resources/images';
import { DEFAULT_GEMINI_IMAGE_MODEL, DEFAULT_OPENAI_IMAGE_MODEL } from '../platform/config';
import type { GeminiRequestBody } from './gemini/gemini-renderer';
import { NO_IMAGE_FINISH_REASONS, RECITATION_FINISH_REASONS, REFUSED_FINISH_REASONS } from './gemini/gemini-wire';
import type { editFields } from './openai/openai-renderer';

/** The literal members of a union that also admits any string (`(string & {})`). */
type Listed<T> = T extends string ? (string extends T ? never : T) : never;

// OpenAI: the default model is one the package lists, and not the one shut down on 2026-10-23.
DEFAULT_OPENAI_IMAGE_MODEL satisfies Exclude<ImageModel, 'gpt-image-1' | 'dall-e-3'>;

// Every field the edit sends exists in ImageEditParams with a value it accepts.
type EditFields = ReturnType<typeof editFields>;
({}) as EditFields satisfies Pick<ImageEditParamsNonStreaming, keyof EditFields>;

// What readEditedImage reads: data[].b64_json, a string.
type EditedImage = NonNullable<ImagesResponse['data']>[number];
({}) as string satisfies NonNullable<EditedImage['b64_json']>;

// Gemini: the default model is one the package lists by name.
DEFAULT_GEMINI_IMAGE_MODEL satisfies Listed<Interactions.Model>;

// The request body: contents are SDK Contents (camelCase inlineData), the modalities SDK ones.
({}) as GeminiRequestBody['contents'] satisfies Content[];
({}) as GeminiRequestBody['generationConfig']['responseModalities'] satisfies NonNullable<
  GenerateContentConfig['responseModalities']
>;

// Every finish reason we tell apart is a FinishReason the SDK knows.
[
  ...REFUSED_FINISH_REASONS,
  ...RECITATION_FINISH_REASONS,
  ...NO_IMAGE_FINISH_REASONS,
] satisfies Array<`${FinishReason}`>;

// What readGeneratedImage reads from a candidate and its parts.
({}) as {
  finishReason: NonNullable<Candidate['finishReason']>;
  finishMessage: NonNullable<Candidate['finishMessage']>;
  parts: NonNullable<NonNullable<Candidate['content']>['parts']>;
} satisfies { finishReason: string; finishMessage: string; parts: Part[] };
({}) as {
  text: NonNullable<Part['text']>;
  thought: NonNullable<Part['thought']>;
  data: NonNullable<NonNullable<Part['inlineData']>['data']>;
  mimeType: NonNullable<NonNullable<Part['inlineData']>['mimeType']>;
} satisfies { text: string; thought: boolean; data: string; mimeType: string };
