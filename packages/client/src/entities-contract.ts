/**
 * Compile-time check (run by `tsc --noEmit -p .`, not shipped): the shapes generated from openapi.yaml and the
 * entities of `@larder/domain` (spec §3) must be assignable both ways. When one side changes without the other,
 * typecheck fails here. The import is type-only (so the client does not depend on the domain at run time) and
 * TypeScript reads the domain's source through the `@larder/source` condition, so it needs no build of the domain.
 */
import type * as Domain from '@larder/domain';
import type * as Api from './types';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type Fits<A, B> = [A] extends [B] ? true : false;

export type EntityContract = [
  Assert<Same<Api.Product, Domain.Product>>,
  Assert<Same<Api.ProductSummary, Domain.ProductSummary>>,
  Assert<Same<Api.ProductOption, Domain.ProductOption>>,
  Assert<Same<Api.FaqProduct, Domain.FaqProduct>>,
  Assert<Same<Api.ProductDetails, Domain.ProductDetails>>,
  Assert<Same<Api.Recipe, Domain.Recipe>>,
  Assert<Same<Api.RecipeDetails, Domain.RecipeDetails>>,
  Assert<Same<Api.RecipeSummary, Domain.RecipeSummary>>,
  Assert<Same<Api.RelatedGroup, Domain.RelatedGroup>>,
  Assert<Same<Api.PlusOne, Domain.PlusOne>>,
  Assert<Same<Api.Paging, Domain.Paging>>,
  Assert<Same<Api.NamedLookup, Domain.NamedLookup>>,
  Assert<Same<Api.Flavor, Domain.Flavor>>,
  Assert<Same<Api.ProductLine, Domain.ProductLine>>,
  Assert<Same<Api.Packaging, Domain.Packaging>>,
  Assert<Same<Api.Trend, Domain.Trend>>,
  Assert<Same<Api.Uom, Domain.Uom>>,
  Assert<Same<Api.HomeBlock, Domain.HomeBlock>>,
  Assert<Same<Api.CuratedList, Domain.CuratedList>>,
  Assert<Same<Api.SeoRow, Domain.SeoRow>>,
  Assert<Same<Api.SearchGroup, Domain.SearchGroup>>,
  Assert<Same<Api.FieldError, Domain.ApiError>>,
  Assert<Same<Api.CaseInfo, Domain.CaseInfo>>,
  Assert<Same<Api.Nutrition, Domain.Nutrition>>,
  Assert<Same<Api.NutrientValue, Domain.NutrientValue>>,
  Assert<Same<Api.MarketingClaims, Domain.MarketingClaims>>,
  Assert<Same<Api.Allergens, Domain.Allergens>>,
  Assert<Same<Api.ProductImages, Domain.ProductImages>>,
  Assert<Same<Api.ProductRef, Domain.ProductRef>>,
  Assert<Same<Api.RecipeIngredient, Domain.RecipeIngredient>>,
  Assert<Same<Api.RecipeStep, Domain.RecipeStep>>,
  Assert<Same<Api.SubRecipe, Domain.SubRecipe>>,
  Assert<Same<Api.PlusOneIngredient, Domain.PlusOneIngredient>>,
  Assert<Same<Api.CuratedItem, Domain.CuratedItem>>,
  // The bodies the forms build (domain payload helpers) are accepted by the contract.
  Assert<Fits<Domain.ContactPayload, Api.ContactRequest>>,
  Assert<Fits<Domain.GeneralSamplePayload, Api.GeneralSampleRequest>>,
  Assert<Fits<Domain.PortionControlSamplePayload, Api.PortionControlSampleRequest>>,
  Assert<Fits<Domain.EventRegistrationPayload, Api.EventRegistrationRequest>>,
  Assert<Fits<Domain.InquiryPayload, Api.InquiryRequest>>,
  Assert<Fits<Domain.EmailRequestPayload, Api.SendFilesRequest>>,
];
