// Public entry of @larder/ui. Every export is listed by name (no `export *`), so the API is reviewable here.

// Theme, tokens and providers
export {
  baseScales,
  themeToCssVariables,
  vars,
  defaultTheme,
  steakhouseTheme,
  themes,
  createTheme,
  contrastProblems,
  ThemeStyles,
  breakpoints,
  media,
  mobileQuery,
  useIsMobile,
  Link,
  LinkProvider,
  useLinkComponent,
  LarderProvider,
  useTheme,
  contrastRatio,
  focusRing,
  visuallyHiddenStyles,
} from './theme';
export type {
  Theme,
  ThemeColors,
  ThemeOverrides,
  FontSizeStep,
  SpaceStep,
  RadiusStep,
  ShadowStep,
  ThemeStylesProps,
  Breakpoint,
  LinkProps,
  LinkProviderProps,
  LinkComponent,
  LinkComponentProps,
  LarderProviderProps,
} from './theme';

// Foundations
export { Button } from './components/Button';
export type {
  ButtonProps,
  ButtonAsButtonProps,
  ButtonAsLinkProps,
  ButtonVariant,
  ButtonSize,
} from './components/Button';
export { Badge } from './components/Badge';
export type { BadgeProps, BadgeTone } from './components/Badge';
export {
  Icon,
  IconSprite,
  ClaimSprite,
  iconNames,
  claimIconKeys,
  claimIconLabels,
  packageIconIds,
} from './components/Icon';
export type {
  IconProps,
  IconSpriteProps,
  ClaimSpriteProps,
  IconName,
  UiIconName,
  ClaimIconKey,
  PackageIconId,
} from './components/Icon';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export { Loading } from './components/Loading';
export type { LoadingProps } from './components/Loading';
export { RecipeScaler } from './components/RecipeScaler';
export type { RecipeScalerProps } from './components/RecipeScaler';
export { PortionCostCalculator, PORTION_COST_SECTION_ID } from './components/PortionCostCalculator';
export type { PortionCostCalculatorProps } from './components/PortionCostCalculator';
export { AllergenMatrix } from './components/AllergenMatrix';
export { ProductComparison } from './components/ProductComparison';
export { CompareToggle } from './components/CompareToggle';
export type { CompareToggleProps } from './components/CompareToggle';
export { CompareTray } from './components/CompareTray';
export type { CompareTrayProps } from './components/CompareTray';
export type { ProductComparisonProps, ComparisonItem, ComparisonWayOn } from './components/ProductComparison';
export type {
  AllergenMatrixProps,
  AllergenMatrixItem,
  AllergenFilterOption,
} from './components/AllergenMatrix';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export {
  Image,
  imageUrl,
  imageSrcSet,
  defaultFallbackImage,
  IMAGE_RESIZER_BASE,
  IMAGE_RESIZER_MAX,
} from './components/Image';
export type { ImageProps } from './components/Image';
export { SkipLink } from './components/SkipLink';
export type { SkipLinkProps } from './components/SkipLink';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';
export { Heading } from './components/Heading';
export type { HeadingProps, HeadingLevel, HeadingSize } from './components/Heading';
export { Text } from './components/Text';
export type { TextProps, TextTone } from './components/Text';

// Shell
export { Logo, LOGO_EMBLEM } from './components/Logo';
export type { LogoProps } from './components/Logo';
export { Header, defaultMainMenu, menuForViewport } from './components/Header';
export type { HeaderProps, HeaderVariant, MenuItem } from './components/Header';
export { MobileMenu } from './components/MobileMenu';
export type { MobileMenuProps } from './components/MobileMenu';
export { Footer, defaultFooterLinks } from './components/Footer';
export type { FooterProps, FooterLink } from './components/Footer';
export { AlertBanner } from './components/AlertBanner';
export type { AlertBannerProps } from './components/AlertBanner';
export { CookieNotice } from './components/CookieNotice';
export type { CookieNoticeProps } from './components/CookieNotice';

// Search
export { SearchBox } from './components/SearchBox';
export type { SearchBoxProps } from './components/SearchBox';
export { SearchResultsDropdown } from './components/SearchResultsDropdown';
export type { SearchResultsDropdownProps } from './components/SearchResultsDropdown';
export { PopularSearches, popularSearchTerms, searchResultHref } from './components/PopularSearches';
export type { PopularSearchesProps } from './components/PopularSearches';
export { Hero } from './components/Hero';
export type { HeroArt, HeroProps } from './components/Hero';

// Utilities
export { useControllableState } from './utils/useControllableState';
export { useBrowserValue, useHydrated } from './utils/useBrowserValue';

// Catalogue (catalogue helper)
export { Carousel } from './components/Carousel';
export type { CarouselProps, CarouselSlidesPerView } from './components/Carousel';
export { OfflineNotice } from './components/OfflineNotice';
export type { OfflineNoticeProps } from './components/OfflineNotice';
export { NutritionFacts } from './components/NutritionFacts';
export type { NutritionFactsProps } from './components/NutritionFacts';
export { ProductInfoTable } from './components/ProductInfoTable';
export type { ProductInfoTableProps, ProductInfoRow } from './components/ProductInfoTable';
export { MobileSectionNav, PRODUCT_SECTION_NAV } from './components/MobileSectionNav';
export type { MobileSectionNavProps, MobileSectionNavItem } from './components/MobileSectionNav';
export { ProductKeyFacts } from './components/ProductKeyFacts';
export type { ProductKeyFactsProps } from './components/ProductKeyFacts';
export { ProductSections, PRODUCT_SECTION_IDS } from './components/ProductSections';
export type { ProductSectionsProps, ProductSectionId } from './components/ProductSections';
export { PackageTabs } from './components/PackageTabs';
export type { PackageTabsProps } from './components/PackageTabs';
export { ProductFilters } from './components/ProductFilters';
export type {
  ProductFiltersProps,
  ProductFilterLookups,
  ProductFiltersVariant,
} from './components/ProductFilters';
export { ProductTile } from './components/ProductTile';
export type { ProductTileProduct, ProductTileProps } from './components/ProductTile';
export { ProductImages } from './components/ProductImages';
export type { ProductImagesProps } from './components/ProductImages';
export { RecipeTile } from './components/RecipeTile';
export type { RecipeTileProps } from './components/RecipeTile';
export { PlusOneTile } from './components/PlusOneTile';
export type { PlusOneTileProps } from './components/PlusOneTile';
export { DressingInfo } from './components/DressingInfo';
export type { DressingInfoProps, DressingInfoProduct } from './components/DressingInfo';
export { RecipeIngredients } from './components/RecipeIngredients';
export type { RecipeIngredientsProps, IngredientLine } from './components/RecipeIngredients';
export { RecipeSteps } from './components/RecipeSteps';
export type { RecipeStepsProps, RecipeReferences, PlusOneRef, SubRecipeRef } from './components/RecipeSteps';
// Page shapes: a tile grid, a paged results list, a detail page (site layout helper)
export { TileGrid } from './components/TileGrid';
export type { TileGridProps } from './components/TileGrid';
export { ResultsList } from './components/ResultsList';
export type { ResultsListProps, ResultsNoun } from './components/ResultsList';
export { DetailLayout, DetailActions } from './components/DetailLayout';
export type { DetailLayoutProps, DetailActionsProps, DetailMediaSize } from './components/DetailLayout';
// End of catalogue block

// Dialogs and forms (forms helper)
export {
  validateWith,
  toFieldErrors,
  hasSubmitErrors,
  Field,
  FieldLabel,
  FieldError,
  FieldGroup,
  TextField,
  TextAreaField,
  SelectField,
  Select,
  useFinePointer,
  CheckboxField,
  MultiSelectField,
  CreatableMultiSelect,
  CreatableMultiSelectField,
  SubmitButton,
  SubmitFlowForm,
  FormCaptchaField,
} from './forms';
export type {
  ApiFieldError,
  FieldErrors,
  FormSubmitResult,
  FieldProps,
  FieldLabelProps,
  FieldErrorProps,
  FieldGroupProps,
  FieldControlProps,
  TextFieldProps,
  TextAreaFieldProps,
  SelectFieldProps,
  SelectProps,
  CheckboxFieldProps,
  MultiSelectFieldProps,
  CreatableMultiSelectProps,
  CreatableMultiSelectFieldProps,
  OptionsStatus,
  SubmitButtonProps,
  SubmitFlowFormProps,
  FormCaptchaFieldProps,
} from './forms';
export {
  Modal,
  ModalRoot,
  ModalTrigger,
  ModalContent,
  ModalTitle,
  ModalDescription,
  ModalClose,
} from './components/Modal';
export type {
  ModalProps,
  ModalRootProps,
  ModalTriggerProps,
  ModalContentProps,
  ModalTitleProps,
  ModalDescriptionProps,
  ModalCloseProps,
} from './components/Modal';
export { ResultModal } from './components/ResultModal';
export type { ResultModalProps, ResultModalVariant } from './components/ResultModal';
export { ErrorModal } from './components/ErrorModal';
export type { ErrorModalProps } from './components/ErrorModal';
export { EmailModal, EMAIL_SUCCESS_CLOSE_MS } from './components/EmailModal';
export type { EmailModalProps } from './components/EmailModal';
export { ProductEmailModal, PRODUCT_EMAIL_FILE_LABELS } from './components/ProductEmailModal';
export type { ProductEmailModalProps } from './components/ProductEmailModal';
export { PlusOneModal } from './components/PlusOneModal';
export type { PlusOneModalProps } from './components/PlusOneModal';
export { PdfPreview } from './components/PdfPreview';
export type { PdfPreviewProps } from './components/PdfPreview';
export { QrCode } from './components/QrCode';
export type { QrCodeProps } from './components/QrCode';
export { CaptchaField, withoutAltchaInjectedStyle } from './components/CaptchaField';
export type { CaptchaFieldProps, CaptchaConfig } from './components/CaptchaField';
export { ZipField, ZIP_LOOKUP_DEBOUNCE_MS } from './components/ZipField';
export type { ZipFieldProps, ZipLookupResult, ZipLookupStatus } from './components/ZipField';
export { ContactForm } from './components/ContactForm';
export type { ContactFormProps } from './components/ContactForm';
export { GeneralSampleForm } from './components/GeneralSampleForm';
export type { GeneralSampleFormProps, SampleProduct } from './components/GeneralSampleForm';
export { PortionControlSampleForm } from './components/PortionControlSampleForm';
export type { PortionControlSampleFormProps } from './components/PortionControlSampleForm';
export { InquiryForm } from './components/InquiryForm';
export type { InquiryFormProps, InquiryProduct } from './components/InquiryForm';
export { EventRegistrationForm, REGISTRATION_DONE_DELAY_MS } from './components/EventRegistrationForm';
export type { EventRegistrationFormProps } from './components/EventRegistrationForm';
export { CustomSelect } from './components/CustomSelect';
export type { CustomSelectProps } from './components/CustomSelect';
// End of dialogs and forms block

// Pages (pages helper)
export { CategoryBlocks } from './components/CategoryBlocks';
export type { CategoryBlocksProps } from './components/CategoryBlocks';
export { TrendingList } from './components/TrendingList';
export type { TrendingListProps } from './components/TrendingList';
export { ListFilters } from './components/ListFilters';
export type { ListFiltersProps, ListFilterGroup, ListFilterValue } from './components/ListFilters';
// End of pages block

// Blocks
export { Statistics } from './components/Statistics';
export type { Statistic, StatisticsProps } from './components/Statistics';
// FlipBlock, ChefCard (product-lines helper)
export { FlipBlock } from './components/FlipBlock';
export type { FlipBlockProps, FlipBlockLinkProps } from './components/FlipBlock';
export { ChefCard } from './components/ChefCard';
export type { ChefCardProps } from './components/ChefCard';
// End of product-lines block

// FAQ tools (faq helper)
export { FindProduct } from './components/FindProduct';
export type { FindProductProps } from './components/FindProduct';
export { FaqAnswer } from './components/FaqAnswer';
export type { FaqAnswerProps, FaqAnswerKind, FaqAnswerProduct } from './components/FaqAnswer';
export { MfgCodeExplainer } from './components/MfgCodeExplainer';
export type { MfgCodeExplainerProps } from './components/MfgCodeExplainer';
export { DateCodeHelp, DATE_CODE_PACKAGES, DATE_CODE_INSTRUCTIONS } from './components/DateCodeHelp';
export type { DateCodeHelpProps, DateCodePackage } from './components/DateCodeHelp';
export { FaqSideNav } from './components/FaqSideNav';
export type { FaqSideNavProps, FaqSideNavItem } from './components/FaqSideNav';
export { NeedHelpBox } from './components/NeedHelpBox';
export type { NeedHelpBoxProps } from './components/NeedHelpBox';
export { OtherQuestionsPanel } from './components/OtherQuestionsPanel';
export type { OtherQuestionsPanelProps } from './components/OtherQuestionsPanel';
// End of FAQ block

// FAQ tools: expiration calculator and availability (faq-tools helper)
export { ExpirationCalculator } from './components/ExpirationCalculator';
export type {
  ExpirationCalculatorProps,
  ExpirationCalculatorValue,
  ExpirationProduct,
} from './components/ExpirationCalculator';
export { AvailabilityTool } from './components/AvailabilityTool';
export type { AvailabilityToolProps, AvailabilityScreen } from './components/AvailabilityTool';
// End of faq-tools block

// Skeleton (helper-widgets)
export { Skeleton } from './components/Skeleton';
export type { SkeletonProps, SkeletonVariant } from './components/Skeleton';
// End of skeleton block

// Cards and timeline (helper-card)
export { Card, CardGrid } from './components/Card';
export type { CardProps, CardVariant, CardGridProps } from './components/Card';
export { Timeline } from './components/Timeline';
export type { TimelineProps, TimelineEvent } from './components/Timeline';
// End of cards and timeline block

// Routes (helper-routes)
export { defaultRoutes, useRoutes } from './theme/routes';
export type { LarderRoutes } from './theme/routes';
// End of routes block
